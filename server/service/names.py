"""What a player name may hold beyond its schema (``engine.state.PlayerName``: length,
no control, bidi-override or noncharacter code points): names are shown to the other
players, so one must not pass for another.

- No invisible character: format characters (Unicode category ``Cf``: zero-width space,
  joiners, word joiner, BOM, soft hyphen, bidi marks, tag characters), private-use and
  unassigned code points, line/paragraph separators, spaces other than U+0020, and the
  blank letters (Hangul fillers, Braille blank). One exception: U+200D ZERO WIDTH JOINER
  between two emoji, where it joins them into one (e.g. a family emoji).
- No mixed-script look-alike: a name whose letters come from several scripts and include
  one that can be mistaken for a letter of another (Greek ``Α`` in an otherwise Latin
  name), as the Unicode confusables data of ``confusable-homoglyphs`` says
  (``is_dangerous``, on the name without its Inherited-script marks). A name in one script (Greek or Latin), with digits, punctuation or
  emoji, is fine.
- No leading or trailing space.

:func:`check_name` raises :class:`InvalidRequest` ``invalid_name`` naming the field."""

from __future__ import annotations

import unicodedata
from types import ModuleType

from .errors import InvalidRequest

INVALID_NAME = "invalid_name"   # server/api/problems.py lists it with its status
_BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800\u180e")
_ZWJ = "\u200d"


def _confusables() -> tuple[ModuleType, ModuleType]:
    """``confusable_homoglyphs``' ``categories`` and ``confusables``, imported on first
    use: loading their Unicode data costs ~0.06 CPU s, which a process that sees only
    ASCII names (one script: nothing to confuse) never pays (issue 37)."""
    from confusable_homoglyphs import categories, confusables

    return categories, confusables


def _emoji_side(ch: str) -> bool:
    # a pictograph (So), a skin-tone modifier (Sk) or the emoji variation selector U+FE0F
    return unicodedata.category(ch) in ("So", "Sk") or ch == "\ufe0f"


def _invisible(name: str) -> tuple[int, str] | None:
    """(index, code point) of the first invisible character, if any."""
    for i, ch in enumerate(name):
        cat = unicodedata.category(ch)
        if ch == _ZWJ and 0 < i < len(name) - 1 and _emoji_side(name[i - 1]) and _emoji_side(name[i + 1]):
            continue
        if cat in ("Cf", "Co", "Cn", "Cs", "Zl", "Zp") or (cat == "Zs" and ch != " ") or ch in _BLANK_LETTERS:
            return i, ch
    return None


def check_name(name: str, field: str) -> None:
    """:class:`InvalidRequest` ``invalid_name`` (``field``) when ``name`` holds an
    invisible character, mixes scripts with look-alike letters, or starts or ends with a
    space; the empty name (an unnamed seat of a position) passes."""
    if not name:
        return
    bad = _invisible(name)
    if bad is not None:
        i, ch = bad
        label = unicodedata.name(ch, "unassigned")
        raise InvalidRequest(f"The name holds an invisible character, U+{ord(ch):04X} {label} (character {i + 1}); "
                             "names may not hide characters.", code=INVALID_NAME, field=field)
    if name != name.strip(" "):
        raise InvalidRequest("The name starts or ends with a space.", code=INVALID_NAME, field=field)
    if name.isascii():      # Latin letters and Common digits/punctuation: one script
        return
    letters = _script_letters(name)
    if _confusables()[1].is_dangerous(letters):
        raise InvalidRequest("The name mixes scripts with letters that look like another script's "
                             f"({_describe(letters)}); write it in one script.", code=INVALID_NAME, field=field)


def _script_letters(name: str) -> str:
    """``name`` for the script check: composed (NFC), without the characters of the
    Inherited script (combining marks, joiners, variation selectors), which take the
    script of the character they follow (Unicode UAX #24) but which the confusables
    data counts as a script of their own."""
    categories = _confusables()[0]
    return "".join(ch for ch in unicodedata.normalize("NFC", name) if categories.alias(ch) != "INHERITED")


def _describe(name: str) -> str:
    hits = _confusables()[1].is_confusable(name, greedy=True) or []
    # the look-alike letters only: a space or a digit (script Common) is confusable with
    # another Common character, never the reason a name mixes scripts
    letters = [h["character"] for h in hits if h.get("alias") != "COMMON"]
    parts = [f"U+{ord(ch):04X} {unicodedata.name(ch, '?')}" for ch in letters[:3]]
    return ", ".join(parts) or "look-alike letters"


def check_text(text: str, field: str, code: str = "invalid_text") -> None:
    """The name rules for free text (table talk, issue 21): no invisible character
    anywhere (line breaks aside, which the text's own rule governs), and no word that mixes
    scripts with look-alike letters (a Greek word in a Latin sentence is fine; a Latin
    word with a Greek ``Α`` in it is not). :class:`InvalidRequest` ``code`` naming ``field``."""
    bad = _invisible(text.replace("\n", " "))
    if bad is not None:
        i, ch = bad
        raise InvalidRequest(f"'{field}' holds an invisible character, U+{ord(ch):04X} "
                             f"{unicodedata.name(ch, 'unassigned')} (character {i + 1}).", code=code, field=field)
    for word in text.split():
        if word.isascii():  # one script (see check_name)
            continue
        letters = _script_letters(word)
        if _confusables()[1].is_dangerous(letters):
            raise InvalidRequest(f"'{field}': the word {word!r} mixes scripts with letters that look like another "
                                 f"script's ({_describe(letters)}).", code=code, field=field)


def skeleton(name: str) -> str:
    """The form under which an account name is unique (issue 33): two names with one
    skeleton would pass for each other. Compatibility-composed (NFKC: fullwidth and
    mathematical letters become plain ones), case-folded, runs of spaces as one, and each
    letter that looks like a Latin letter (Greek ``Α``, Cyrillic ``а``, as the Unicode
    confusables data of ``confusable-homoglyphs`` says) as that Latin letter: ``Αlex``,
    ``ALEX`` and ``alex`` share one."""
    out = []
    for ch in unicodedata.normalize("NFKC", name):
        latin = None if ch.isascii() else (_latin_twin(ch) or _latin_twin(ch.upper()))
        out.append(latin if latin is not None else ch)
    return " ".join(p for p in "".join(out).casefold().split(" ") if p)


def _latin_twin(ch: str) -> str | None:
    """The ASCII letter ``ch`` looks like (lower case), if the confusables data names one."""
    hits = _confusables()[1].is_confusable(ch, greedy=True, preferred_aliases=["latin"]) or []
    for h in hits:
        for g in h.get("homoglyphs", ()):
            c = g.get("c", "")
            if len(c) == 1 and c.isascii() and c.isalpha():
                return c
    return None
