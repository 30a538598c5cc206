#ifndef KIOSKUI_CFRIBIDI_SHIM_H
#define KIOSKUI_CFRIBIDI_SHIM_H

/* GNU FriBidi, the Unicode Bidirectional Algorithm (UAX #9) with paired brackets (Debian:
   libfribidi-dev to build, libfribidi0 at run time). Levels and the paragraph direction of a
   line are computed by it (Sources/KioskUICore/Localization/Bidi.swift). */
#include <fribidi.h>

/* FriBidi's character types and paragraph types are macros built from masks, which Swift does
   not import: the few the wrapper needs, as functions and constants. */

/* Whether a character of type `t` is a strong right-to-left letter (R or AL) or starts
   right-to-left text (RLE, RLO, RLI): what can make a left-to-right line hold a right-to-left run. */
static inline int kiosk_fribidi_can_run_rtl(FriBidiCharType t) {
    return (FRIBIDI_IS_LETTER(t) && FRIBIDI_IS_RTL(t)) || t == FRIBIDI_TYPE_RLE || t == FRIBIDI_TYPE_RLO
        || t == FRIBIDI_TYPE_RLI;
}

/* 1 for a strong left-to-right letter (L), -1 for a strong right-to-left one (R, AL), else 0. */
static inline int kiosk_fribidi_strong(FriBidiCharType t) {
    if (!FRIBIDI_IS_LETTER(t)) return 0;
    return FRIBIDI_IS_RTL(t) ? -1 : 1;
}

/* The paragraph types: left to right, right to left, and the "weak" ones that take the
   direction of the text's first strong character (P2-P3), or the given one when it has none. */
static const FriBidiParType kiosk_fribidi_par_ltr = FRIBIDI_PAR_LTR;
static const FriBidiParType kiosk_fribidi_par_rtl = FRIBIDI_PAR_RTL;
static const FriBidiParType kiosk_fribidi_par_wltr = FRIBIDI_PAR_WLTR;
static const FriBidiParType kiosk_fribidi_par_wrtl = FRIBIDI_PAR_WRTL;

#endif
