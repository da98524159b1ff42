// Precompiled for every GoogleTest program of two or more files without Qt
// (cmake/build_speed.cmake): gtest.h alone takes longer to parse than most of the tests that
// include it. Only gtest.h, so that a test that forgets a standard header still fails.
#pragma once

#include <gtest/gtest.h>
