// CSQLite: the system SQLite (libsqlite3-dev on Debian, the SDK's on Apple platforms).
#include <sqlite3.h>
