"""Text in the kinds' board pictures (SVG): widths from font metrics, so that labels are
laid out without a renderer, and text made safe for XML.

Pure, no I/O; shared by every kind's ``picture`` module (the kinds import only what lies
below them: this, the contract, the player-text rules, the RNG)."""

from __future__ import annotations

import re

ASCENT, DESCENT = 0.78, 0.24                 # of the font size: the box a text line occupies

# Helvetica advance widths (1/1000 em) for ASCII 32..126, regular and bold: text boxes are
# computed from them and fixed with ``textLength`` so every renderer draws that width.
_HELV = [278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278,
         556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556,
         1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778,
         667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556,
         333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556,
         556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584]
_HELV_BOLD = [278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278,
              556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611,
              975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778,
              667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556,
              333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611,
              611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584]


def text_width(s: str, size: float, bold: bool = False) -> float:
    """Advance width (px) of ``s`` at font size ``size`` (Helvetica metrics; other
    characters count as 0.6 em, wide East Asian ones as 1 em)."""
    table = _HELV_BOLD if bold else _HELV
    w = 0
    for ch in s:
        o = ord(ch)
        w += table[o - 32] if 32 <= o < 127 else (1000 if o >= 0x1100 else 600)
    return w * size / 1000


# Characters XML 1.0 does not allow (C0 controls but tab/LF/CR, surrogates, U+FFFE/FFFF)
# and bidi controls (they reorder the drawing's text): replaced by U+FFFD, so a name that
# got in some other way (older games) still gives a well-formed SVG.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069"
                      "\ud800-\udfff\ufffe\uffff]")


def xml_text(s: str) -> str:
    """``s`` with every character XML 1.0 refuses (and every bidi control) as U+FFFD; the
    markup characters are escaped by svgwrite when the text is written."""
    return _NOT_XML.sub("\ufffd", s)


def shorten(s: str, size: float, width: float, bold: bool = False) -> str:
    """``s`` (made XML-safe) cut with an ellipsis so that it fits ``width`` px."""
    s = xml_text(s)
    if text_width(s, size, bold) <= width:
        return s
    while s and text_width(s + "\u2026", size, bold) > width:
        s = s[:-1]
    return s + "\u2026"
