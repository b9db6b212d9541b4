#!/bin/sh
# Makes design-system/theme/fonts/inter-basic-wght.woff2 (ADR 115): Inter's variable weight axis,
# only the characters nearly every screen shows (ASCII and the punctuation our texts use) and
# the features we use (kerning, contextual alternates, tabular figures). Needs Debian's
# python3-fonttools and python3-brotli. Keep RANGE equal to the unicode-range in inter-basic.css.
set -e
RANGE='U+0020-007E,U+00A0,U+00B7,U+00D7,U+2013-2014,U+2018-201E,U+2022,U+2026,U+20AC,U+2122,U+2212'
cd "$(dirname "$0")/.."
/usr/bin/python3 -m fontTools.subset node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2 \
  --flavor=woff2 --unicodes="$RANGE" --layout-features='kern,calt,tnum' \
  --output-file=design-system/theme/fonts/inter-basic-wght.woff2
