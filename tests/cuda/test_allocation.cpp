// The out-of-memory demonstration's one CUDA call: an allocation larger than the device comes
// back as OutOfMemory naming cudaMalloc and the free memory; without a device, NoDevice.
#include <gtest/gtest.h>

#include <string>

#include "convscope/cuda/allocation.h"
#include "convscope/cuda/device.h"

namespace convscope::cuda {
namespace {

TEST(DeviceAllocation, MoreThanTheDeviceHasIsAStatus) {
  const auto device = probeDevice();
  if (!device) {
    const Status s = tryDeviceAllocation(1024);
    EXPECT_EQ(s.code, StatusCode::NoDevice) << s.message;
    GTEST_SKIP() << "no CUDA device: " << device.status().message;
  }
  EXPECT_TRUE(tryDeviceAllocation(1 << 20).isOk());
  const Status s = tryDeviceAllocation(device->memoryTotal * 2);
  EXPECT_EQ(s.code, StatusCode::OutOfMemory) << s.message;
  EXPECT_NE(s.message.find("cudaMalloc"), std::string::npos) << s.message;
  EXPECT_NE(s.message.find("free of"), std::string::npos) << s.message;
  // The failure left no sticky error behind: the next allocation works.
  EXPECT_TRUE(tryDeviceAllocation(1 << 20).isOk());
}

}  // namespace
}  // namespace convscope::cuda
