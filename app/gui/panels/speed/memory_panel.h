// Where this image's bytes live (file, decoded image, float channel, pinned staging, VRAM input
// and output, texture), the GPU's memory as a capacity bar, and the out-of-memory demonstration:
// a batch that does not fit, asked of the real device (a failing cudaMalloc caught as a Status)
// or, without one, checked against the reference GPU's VRAM and labelled as the model.
#pragma once

#include <QWidget>
#include <optional>

#include "convscope/cuda/device.h"
#include "convscope/memory_stages.h"
#include "convscope/reference_gpu.h"

class QGridLayout;
class QLabel;
class QPushButton;

namespace convscope::gui::speed_tab {

class VramBar;

class MemoryPanel : public QWidget {
  Q_OBJECT
 public:
  explicit MemoryPanel(QWidget* parent = nullptr);

  void setImage(const ImageFootprint& image);
  void setReferenceGpu(const ReferenceGpu& gpu);  // used when there is no device
  bool hasDevice() const { return m_device.has_value(); }

  // Asks for the smallest batch of this image that does not fit; the answer is shown and
  // returned (OutOfMemory, or Ok if it fitted after all).
  Status tryOversizedBatch();
  QString resultText() const;
  const VramBar* bar() const { return m_bar; }

 private:
  void refresh();
  double totalBytes() const;
  double freeBytes() const;

  std::optional<cuda::DeviceInfo> m_device;
  QString m_noDeviceReason;
  ReferenceGpu m_gpu;
  ImageFootprint m_image;
  QLabel* m_title = nullptr;
  QGridLayout* m_stages = nullptr;
  QLabel* m_capacity = nullptr;
  VramBar* m_bar = nullptr;
  QPushButton* m_oom = nullptr;
  QLabel* m_result = nullptr;
};

}  // namespace convscope::gui::speed_tab
