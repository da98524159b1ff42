// The look: a calm light theme with strong contrast and fonts large enough for a projector.
#pragma once

#include <QColor>
#include <QFont>

class QApplication;

namespace convscope::gui {

namespace colours {
inline const QColor kText(0x11, 0x18, 0x27);
inline const QColor kMuted(0x4B, 0x55, 0x63);
inline const QColor kCpu(0xC2, 0x41, 0x0C);      // the sliding window and everything CPU
inline const QColor kGpu(0x04, 0x78, 0x57);      // everything GPU
inline const QColor kPadding(0x15, 0x57, 0xA8);  // padding cells
inline const QColor kError(0xB0, 0x00, 0x20);
}  // namespace colours

constexpr double kBasePointSize = 13.5;

void applyTheme(QApplication& app);

// The text size a person chose (Ctrl+= / Ctrl+− / Ctrl+0), a factor on every font: 1 is the
// base size, from kMinTextScale to kMaxTextScale.
constexpr double kMinTextScale = 0.75;
constexpr double kMaxTextScale = 2.5;
double textScale();
// Sets the factor and resizes the text of every widget that exists: the application font for
// those that inherit it, their own font scaled for those that set one (titles, numbers).
void setTextScale(QApplication& app, double scale);

// Monospace for numbers, so columns of values line up; `scale` relative to the base size (and
// to the chosen text size).
QFont monoFont(double scale = 1.0, bool bold = false);
QFont uiFont(double scale = 1.0, bool bold = false);

}  // namespace convscope::gui
