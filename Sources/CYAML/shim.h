#ifndef KIOSKUI_CYAML_SHIM_H
#define KIOSKUI_CYAML_SHIM_H

/* libyaml's parser (Debian: libyaml-dev to build, libyaml-0-2 at run time). Screen files are read
   through its events (Sources/KioskUICore/Screen/YAMLComposer.swift). */
#include <yaml.h>

#endif
