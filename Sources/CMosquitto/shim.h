#ifndef KIOSKUI_CMOSQUITTO_SHIM_H
#define KIOSKUI_CMOSQUITTO_SHIM_H

/* libmosquitto (Debian: libmosquitto-dev to build, libmosquitto1 at run time): the MQTT client of
   `kiosk run --mqtt` and `kiosk fleet` (Sources/KioskUICore/Fleet/MQTT/). MQTT 5, TLS through the
   library's OpenSSL; the kiosk runs its network loop on a thread of its own. */
#include <mosquitto.h>
#include <mqtt_protocol.h>

#endif
