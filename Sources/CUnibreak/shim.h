#ifndef KIOSKUI_CUNIBREAK_SHIM_H
#define KIOSKUI_CUNIBREAK_SHIM_H

/* libunibreak, the Unicode line breaking algorithm (UAX #14) (Debian: libunibreak-dev to build,
   libunibreak1 (Debian 12) at run time). Where a wrapped text may break is asked of it
   (Sources/KioskUICore/Layout/LineBreaks.swift). */
#include <stddef.h>
#include <linebreak.h>

#endif
