// CFuzzDriver: libFuzzer's driver, when the executable was linked with it (-sanitize=fuzzer).
#ifndef C_FUZZ_DRIVER_H
#define C_FUZZ_DRIVER_H

#include <stddef.h>
#include <stdint.h>

/// Whether libFuzzer is linked in.
int fuzz_driver_is_linked(void);

/// Runs libFuzzer with `argv` over `callback`, as `LLVMFuzzerRunDriver` does; returns its exit code.
int fuzz_driver_run(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
