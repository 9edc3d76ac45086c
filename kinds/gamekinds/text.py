"""Text that one player writes and the others are shown: player names and table-talk
messages. One rule for both (:func:`text_problem`), so that a name and a message refuse
the same characters; the name type's JSON Schema pattern (:data:`PLAYER_NAME_PATTERN`)
is built from the same character class.

Refused anywhere in such a text: control characters (C0 ``U+0000-001F``, DEL, C1
``U+0080-009F``: they break lines, terminals and board.svg's XML), bidi embeddings,
overrides and isolates (``U+202A-202E``, ``U+2066-2069``: they make a text read as
another) and the noncharacters ``U+FDD0-FDEF``, ``U+FFFE``, ``U+FFFF``. Lone surrogates
never get this far (the JSON decoder refuses them); they are left out of the pattern
because Rust-regex JSON Schema validators cannot compile a surrogate range.

Pure (no I/O), in the engine so that the SDK's copy of the engine has it too: the engine's
types and the service both import it."""

from __future__ import annotations

import re

FORBIDDEN_CLASS = r"\x00-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069\ufdd0-\ufdef\ufffe\uffff"
"""The code points no shown text may hold (a regex character-class body)."""

PLAYER_NAME_PATTERN = rf"^[^{FORBIDDEN_CLASS}]*$"
"""The JSON Schema ``pattern`` of a player name (and the decoder's check of it)."""

_FORBIDDEN = re.compile(rf"[{FORBIDDEN_CLASS}]")


def text_problem(text: str) -> str | None:
    """Why ``text`` may not be shown to the other players, as a sentence, or None when it
    may. The one check of names and messages: a rule added here holds for both."""
    m = _FORBIDDEN.search(text)
    if m is not None:
        return (f"U+{ord(m.group()):04X} at character {m.start() + 1} is a control, bidi-override or "
                "noncharacter code point, which no name or message may hold.")
    return None
