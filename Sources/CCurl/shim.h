// CCurl: the system libcurl (libcurl4-openssl-dev on Debian), with typed wrappers for its variadic functions.
#ifndef RESTCHAIN_CCURL_SHIM_H
#define RESTCHAIN_CCURL_SHIM_H

#include <curl/curl.h>

// Swift cannot call C variadic functions: each wrapper below fixes the type of the one variadic argument.

/// What a write callback returns to pause the transfer (CURL_WRITEFUNC_PAUSE).
static const size_t ccurl_writefunc_pause = CURL_WRITEFUNC_PAUSE;
/// The bitmask that resumes both directions of a paused transfer (CURLPAUSE_CONT).
static const int ccurl_pause_continue = CURLPAUSE_CONT;
/// The bit of curl_easy_pause's mask that keeps receiving paused (CURLPAUSE_RECV).
static const int ccurl_pause_receive = CURLPAUSE_RECV;
/// The bit of curl_easy_pause's mask that keeps sending paused (CURLPAUSE_SEND).
static const int ccurl_pause_send = CURLPAUSE_SEND;
/// What a read callback returns to pause sending (CURL_READFUNC_PAUSE).
static const size_t ccurl_readfunc_pause = CURL_READFUNC_PAUSE;
/// What a read callback returns to abort the transfer (CURL_READFUNC_ABORT).
static const size_t ccurl_readfunc_abort = CURL_READFUNC_ABORT;
/// What a seek callback returns (CURL_SEEKFUNC_OK, CURL_SEEKFUNC_CANTSEEK).
static const int ccurl_seekfunc_ok = CURL_SEEKFUNC_OK;
static const int ccurl_seekfunc_cantseek = CURL_SEEKFUNC_CANTSEEK;
/// The one HTTP authentication scheme CURLOPT_HTTPAUTH allows when Digest credentials are set (CURLAUTH_DIGEST).
static const long ccurl_auth_digest = (long)CURLAUTH_DIGEST;
/// The flags curl_global_init gets (CURL_GLOBAL_DEFAULT).
static const long ccurl_global_default = CURL_GLOBAL_DEFAULT;
/// The version of curl_version_info's answer this header knows (CURLVERSION_NOW).
static const CURLversion ccurl_version_now = CURLVERSION_NOW;
/// Feature bits of curl_version_info_data.features.
static const int ccurl_feature_ssl = CURL_VERSION_SSL;
static const int ccurl_feature_libz = CURL_VERSION_LIBZ;
static const int ccurl_feature_http2 = CURL_VERSION_HTTP2;
static const int ccurl_feature_brotli = CURL_VERSION_BROTLI;
static const int ccurl_feature_zstd = CURL_VERSION_ZSTD;

static inline CURLcode ccurl_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ccurl_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ccurl_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ccurl_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ccurl_easy_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(handle, option, value);
}

/// Sets CURLOPT_WRITEFUNCTION or CURLOPT_HEADERFUNCTION (both take a curl_write_callback).
static inline CURLcode ccurl_easy_setopt_write(CURL *handle, CURLoption option, curl_write_callback value) {
    return curl_easy_setopt(handle, option, value);
}

/// Sets CURLOPT_READFUNCTION.
static inline CURLcode ccurl_easy_setopt_read(CURL *handle, curl_read_callback value) {
    return curl_easy_setopt(handle, CURLOPT_READFUNCTION, value);
}

/// Sets CURLOPT_SEEKFUNCTION.
static inline CURLcode ccurl_easy_setopt_seek(CURL *handle, curl_seek_callback value) {
    return curl_easy_setopt(handle, CURLOPT_SEEKFUNCTION, value);
}

/// Sets CURLOPT_XFERINFOFUNCTION.
static inline CURLcode ccurl_easy_setopt_xferinfo(CURL *handle, curl_xferinfo_callback value) {
    return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, value);
}

static inline CURLcode ccurl_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode ccurl_easy_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode ccurl_easy_getinfo_string(CURL *handle, CURLINFO info, char **value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLMcode ccurl_multi_setopt_long(CURLM *handle, CURLMoption option, long value) {
    return curl_multi_setopt(handle, option, value);
}

#endif
