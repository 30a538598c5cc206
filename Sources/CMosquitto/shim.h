#ifndef KIOSKUI_CMOSQUITTO_SHIM_H
#define KIOSKUI_CMOSQUITTO_SHIM_H

/* libmosquitto's header (Debian: libmosquitto-dev to build, libmosquitto1 at run time) for its
   types and constants only: the library is NOT linked but opened with dlopen when a run asks for
   a broker (Sources/KioskUICore/Fleet/MQTT/MosquittoLibrary.swift), since it brings OpenSSL into
   every start otherwise. Do not call a mosquitto_* function directly: the link would fail. */
#include <mosquitto.h>
#include <mqtt_protocol.h>

#endif
