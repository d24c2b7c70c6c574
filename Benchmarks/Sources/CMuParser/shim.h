// muparser's C API (Debian's libmuparser-dev), the reference library of SPEC §16.
#include <muParserDLL.h>
