// Stands in for musl's <features.h> (which src/*_data.h include): `hidden`, and
// the renamed names. Found before the C library's <features.h>, which glibc's own
// headers (<stdint.h>) need: that one is included too, where there is one.
#ifndef MUSL_MATH_FEATURES_H
#define MUSL_MATH_FEATURES_H

#if __has_include_next(<features.h>)
#include_next <features.h>
#endif

#include "musl_names.h"

#define hidden __attribute__((__visibility__("hidden")))

#endif
