// Collects what Qt's image plugins warn while this thread decodes (libjpeg's "Premature end of
// JPEG file" comes only as a qWarning in category qt.gui.imageio.jpeg, and the image is returned
// with its missing part filled in gray). Other threads' messages pass through untouched.
#pragma once

#include <QString>

namespace convscope::app {

void collectDecoderWarning(const QString& message);

class DecoderWarnings {
 public:
  DecoderWarnings();
  ~DecoderWarnings();
  DecoderWarnings(const DecoderWarnings&) = delete;
  DecoderWarnings& operator=(const DecoderWarnings&) = delete;

  // The first warning that means lost data (the image's missing part invented), or empty. All
  // image-plugin warnings on this thread are kept off stderr while alive.
  QString text() const { return m_text; }

 private:
  friend void collectDecoderWarning(const QString& message);
  QString m_text;
  DecoderWarnings* m_outer = nullptr;
};

}  // namespace convscope::app
