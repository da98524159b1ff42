// The gpu tests' NVIDIA context: cuda's EglDeviceContext (convscope/cuda/egl_context.h, shared
// with `convscope sweep`), and the macro that skips or fails a test by what it found.
#pragma once

#include <gtest/gtest.h>

#include <iostream>
#include <memory>

#include "convscope/cuda/egl_context.h"

namespace convscope::testing {
using EglDeviceContext = ::convscope::cuda::EglDeviceContext;
}  // namespace convscope::testing

// Declares `name`, a current NVIDIA context, or ends the test: skipped where the machine has no
// NVIDIA EGL device, failed where it has one that does not work. A macro, as GTEST_SKIP and
// FAIL must return from the test itself.
#define CONVSCOPE_NVIDIA_CONTEXT_OR_SKIP(name)                                               \
  auto name##Made = ::convscope::cuda::EglDeviceContext::createOnNvidia();                   \
  if (!name##Made && name##Made.status().code == ::convscope::StatusCode::NoDevice)          \
    GTEST_SKIP() << name##Made.status().message;                                             \
  if (!name##Made) FAIL() << name##Made.status().message;                                    \
  std::unique_ptr<::convscope::cuda::EglDeviceContext> name = std::move(name##Made.value()); \
  std::cout << "[ gpu      ] GL: " << name->description() << "\n"
