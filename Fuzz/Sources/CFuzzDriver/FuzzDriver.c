// FuzzDriver: calls libFuzzer's LLVMFuzzerRunDriver. SwiftPM gives an executable its own entry point, so
// libFuzzer's `main` never runs; the weak reference lets the same executable link without libFuzzer too.
#include "CFuzzDriver.h"

extern int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *, size_t))
    __attribute__((weak));

int fuzz_driver_is_linked(void) { return LLVMFuzzerRunDriver != NULL; }

int fuzz_driver_run(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size)) {
    return LLVMFuzzerRunDriver(argc, argv, callback);
}
