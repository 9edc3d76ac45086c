"""The Greek phase (R9-R17): each player in turn order takes the reinforcement
(:mod:`.reinforcement`, R10), attack (:mod:`.attack`, R11-R16) and movement
(:mod:`.movement`, R17) steps; cannon conversion (:mod:`.conversion`, R3) is allowed in
any of them. :mod:`.turn` starts rounds and turns and hands over to the Ottoman phase.

Each step module gives, per action verb, ``options(s, seat)`` (typed options,
:mod:`gamekinds.battle1821.options`), ``check(s, seat, action)`` (raises the
:class:`~gamekinds.battle1821.errors.RuleViolation` of the rule an action breaks) and an
effect ``do(s, ev, seat, action)`` that applies an already checked action.
"""
