// CLibcurl: the system libcurl for the "libcurl by hand" baseline, with typed wrappers for its variadic calls.
#ifndef RESTCHAIN_BENCHMARKS_CLIBCURL_H
#define RESTCHAIN_BENCHMARKS_CLIBCURL_H

#include <curl/curl.h>

static inline CURLcode bench_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode bench_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode bench_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode bench_setopt_write(CURL *handle, curl_write_callback value) {
    return curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, value);
}

static inline CURLcode bench_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLMcode bench_multi_setopt_long(CURLM *handle, CURLMoption option, long value) {
    return curl_multi_setopt(handle, option, value);
}

#endif
