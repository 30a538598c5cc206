#ifndef KIOSKUI_CSODIUM_SHIM_H
#define KIOSKUI_CSODIUM_SHIM_H

/* libsodium (Debian: libsodium-dev to build, libsodium23 at run time): Ed25519 signatures of
   content bundles (Sources/KioskUICore/Fleet/Bundle/Ed25519.swift) and the service PIN's Argon2id
   hash (Sources/KioskUICore/Service/ServicePIN.swift). */
#include <sodium.h>

#endif
