#ifndef KIOSKUI_CSODIUM_SHIM_H
#define KIOSKUI_CSODIUM_SHIM_H

/* libsodium (Debian: libsodium-dev to build, libsodium23 at run time): Ed25519 signatures of
   content bundles (Sources/KioskUICore/Fleet/Bundle/Ed25519.swift is the one file that uses it). */
#include <sodium.h>

#endif
