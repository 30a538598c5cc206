#ifndef KIOSKUI_CQRENCODE_SHIM_H
#define KIOSKUI_CQRENCODE_SHIM_H

/* libqrencode (Debian: libqrencode-dev to build, libqrencode4 at run time; 56 KB, needs only libc,
   no libpng): the `qr` control's matrix (Sources/KioskUICore/Widgets/QRMatrix.swift). */
#include <qrencode.h>

#endif
