// Chapter 9: the layers from the GPU to PyTorch, the PyTorch code that computes what the window
// shows (its weights, padding, padding mode, stride and dilation), and this computer's answer to
// "is there a CUDA GPU?" as `convscope info` gives it.
#pragma once

#include "gui/lessons/demos/demo_common.h"

class QScrollArea;

namespace convscope::lessons {

// Python that computes the window's output with PyTorch for an input of width × height.
QString pytorchCode(const Kernel& kernel, const ConvParams& params, int width, int height);

class StackDemo : public LessonDemo {
  Q_OBJECT
 public:
  explicit StackDemo(QWidget* parent = nullptr);
  void setContext(const DemoContext& context) override;
  QString code() const;

 private:
  QLabel* m_code = nullptr;
  QScrollArea* m_codeScroll = nullptr;
  QLabel* m_device = nullptr;
};

}  // namespace convscope::lessons
