#!/bin/sh
# Splits Inter's latin file (variable weight axis, from fontsource) in two (ADR 115):
# inter-basic-wght.woff2, the characters nearly every screen shows (ASCII and the punctuation our
# texts use), and inter-latin-rest-wght.woff2, the rest of fontsource's latin range (é, ù, ß...),
# which a browser fetches only for a page that shows one of them. Both keep the features we use
# (kerning, contextual alternates, tabular figures, and the marks' for accents). Needs Debian's
# python3-fonttools and python3-brotli. Keep the ranges equal to the unicode-range in inter-basic.css.
set -e
BASIC='U+0020-007E,U+00A0,U+00B7,U+00D7,U+2013-2014,U+2018-201E,U+2022,U+2026,U+20AC,U+2122,U+2212'
REST='U+00A1-00B6,U+00B8-00D6,U+00D8-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-2012,U+2015-2017,U+201F-2021,U+2023-2025,U+2027-206F,U+2191,U+2193,U+2215,U+FEFF,U+FFFD'
cd "$(dirname "$0")/.."
FROM=node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2
TO=design-system/theme/fonts
/usr/bin/python3 -m fontTools.subset "$FROM" --flavor=woff2 --unicodes="$BASIC" --layout-features='kern,calt,tnum' --output-file="$TO/inter-basic-wght.woff2"
/usr/bin/python3 -m fontTools.subset "$FROM" --flavor=woff2 --unicodes="$REST" --layout-features='kern,calt,tnum,ccmp,locl,mark,mkmk' --output-file="$TO/inter-latin-rest-wght.woff2"
