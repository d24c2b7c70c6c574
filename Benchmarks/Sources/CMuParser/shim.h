// muparser's C API (Debian's libmuparser-dev), the reference library of the bulk-evaluation figures.
#include <muParserDLL.h>
