// CONVSCOPE_ASAN is defined when this file is compiled with AddressSanitizer: GCC says so with
// __SANITIZE_ADDRESS__, clang only through __has_feature, so a check of one alone misses the
// other compiler's sanitizer build.
#pragma once

#if defined(__SANITIZE_ADDRESS__)
#define CONVSCOPE_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CONVSCOPE_ASAN 1
#endif
#endif
