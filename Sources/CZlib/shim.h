// CZlib: the system zlib (zlib1g-dev on Debian, libz in every Apple SDK), for gzip request bodies.
#include <zlib.h>
