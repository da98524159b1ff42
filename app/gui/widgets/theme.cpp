#include "gui/widgets/theme.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QFontDatabase>
#include <QLegend>
#include <QPalette>
#include <QWidget>
#include <algorithm>

#include "model/settings_store.h"

namespace convscope::gui {

using model::SettingsStore;

namespace {
double g_textScale = 1.0;
}  // namespace

double textScale() {
  return g_textScale;
}

// The settings accept exactly the text sizes the theme applies.
static_assert(kMinTextScale == SettingsStore::kMinTextScale &&
              kMaxTextScale == SettingsStore::kMaxTextScale);

void setTextScale(QApplication& app, double scale) {
  scale = std::clamp(scale, kMinTextScale, kMaxTextScale);
  const double ratio = scale / g_textScale;
  if (qFuzzyCompare(ratio, 1.0)) return;
  g_textScale = scale;
  // Widgets that set a font of their own keep it relative to the base: scale it first, so the
  // application font change below does not reach them at the old size.
  for (QWidget* w : QApplication::allWidgets()) {
    if (!w->testAttribute(Qt::WA_SetFont)) continue;
    QFont f = w->font();
    f.setPointSizeF(f.pointSizeF() * ratio);
    w->setFont(f);
  }
  app.setFont(uiFont());
  // Widgets the style sheet styles resolve their font when polished: polish them again.
  app.setStyleSheet(app.styleSheet());
}

namespace {

QPalette lightPalette() {
  QPalette p;
  p.setColor(QPalette::Window, QColor(0xF5, 0xF6, 0xF8));
  p.setColor(QPalette::WindowText, colours::kText);
  p.setColor(QPalette::Base, Qt::white);
  p.setColor(QPalette::AlternateBase, QColor(0xEE, 0xF0, 0xF3));
  p.setColor(QPalette::Text, colours::kText);
  p.setColor(QPalette::Button, QColor(0xFF, 0xFF, 0xFF));
  p.setColor(QPalette::ButtonText, colours::kText);
  p.setColor(QPalette::Light, Qt::white);
  p.setColor(QPalette::Midlight, QColor(0xEE, 0xF2, 0xFF));
  p.setColor(QPalette::Mid, QColor(0x9C, 0xA3, 0xAF));
  p.setColor(QPalette::Dark, QColor(0x6B, 0x72, 0x80));
  p.setColor(QPalette::Highlight, QColor(0x1D, 0x4E, 0xD8));
  p.setColor(QPalette::HighlightedText, Qt::white);
  p.setColor(QPalette::ToolTipBase, Qt::white);
  p.setColor(QPalette::ToolTipText, colours::kText);
  p.setColor(QPalette::PlaceholderText, colours::kMuted);
  p.setColor(QPalette::Link, QColor(0x1D, 0x4E, 0xD8));
  for (auto role : {QPalette::Text, QPalette::ButtonText, QPalette::WindowText})
    p.setColor(QPalette::Disabled, role, QColor(0x9C, 0xA3, 0xAF));
  return p;
}

QPalette darkPalette() {
  const QColor ink(0xE6, 0xE8, 0xEB);
  QPalette p;
  p.setColor(QPalette::Window, QColor(0x1F, 0x23, 0x28));
  p.setColor(QPalette::WindowText, ink);
  p.setColor(QPalette::Base, QColor(0x16, 0x19, 0x1D));
  p.setColor(QPalette::AlternateBase, QColor(0x23, 0x27, 0x2D));
  p.setColor(QPalette::Text, ink);
  p.setColor(QPalette::Button, QColor(0x2B, 0x30, 0x36));
  p.setColor(QPalette::ButtonText, ink);
  p.setColor(QPalette::Light, QColor(0x3A, 0x40, 0x48));
  p.setColor(QPalette::Midlight, QColor(0x32, 0x37, 0x3E));
  p.setColor(QPalette::Mid, QColor(0x5B, 0x63, 0x6E));
  p.setColor(QPalette::Dark, QColor(0x11, 0x13, 0x16));
  p.setColor(QPalette::Shadow, Qt::black);
  p.setColor(QPalette::Highlight, QColor(0x3B, 0x82, 0xF6));
  p.setColor(QPalette::HighlightedText, Qt::white);
  p.setColor(QPalette::ToolTipBase, QColor(0x2B, 0x30, 0x36));
  p.setColor(QPalette::ToolTipText, ink);
  p.setColor(QPalette::PlaceholderText, QColor(0x9C, 0xA3, 0xAF));
  p.setColor(QPalette::Link, QColor(0x7A, 0xB8, 0xFF));
  p.setColor(QPalette::BrightText, Qt::white);
  for (auto role : {QPalette::Text, QPalette::ButtonText, QPalette::WindowText})
    p.setColor(QPalette::Disabled, role, QColor(0x6B, 0x72, 0x80));
  return p;
}

// The desktop's font as it was before the theme scaled it: the base of every size.
QFont& desktopFont() {
  static QFont font;
  return font;
}
bool g_haveDesktopFont = false;

QString hex(const QColor& c) {
  return c.name();
}

// Colours of the style sheet, from the palette: the same rules serve light and dark.
QString styleSheetFor(const QPalette& p) {
  const QColor hover = QColor::fromRgbF(
      (p.color(QPalette::Button).redF() * 3 + p.color(QPalette::Highlight).redF()) / 4,
      (p.color(QPalette::Button).greenF() * 3 + p.color(QPalette::Highlight).greenF()) / 4,
      (p.color(QPalette::Button).blueF() * 3 + p.color(QPalette::Highlight).blueF()) / 4);
  const QColor pressed = QColor::fromRgbF(
      (p.color(QPalette::Button).redF() + p.color(QPalette::Highlight).redF()) / 2,
      (p.color(QPalette::Button).greenF() + p.color(QPalette::Highlight).greenF()) / 2,
      (p.color(QPalette::Button).blueF() + p.color(QPalette::Highlight).blueF()) / 2);
  const QString disabled = hex(p.color(QPalette::Disabled, QPalette::ButtonText));
  return QStringLiteral(
             "QGroupBox { font-weight: 600; border: 1px solid %1; border-radius: 6px;"
             "  margin-top: 14px; padding: 10px 8px 8px 8px; background: %2; }"
             "QGroupBox::title { subcontrol-origin: margin; left: 10px; padding: 0 4px; }"
             "QPushButton { padding: 5px 12px; border: 1px solid %1; border-radius: 5px;"
             "  background: %3; color: %4; }"
             "QPushButton:hover { background: %5; }"
             "QPushButton:pressed { background: %6; }"
             "QPushButton:disabled { color: %7; border-color: %8; }"
             "QPushButton#primary { background: #047857; color: white; border-color: #065F46;"
             "  font-weight: 600; }"
             "QPushButton#primary:hover { background: #059669; }"
             "QPushButton#primary:disabled { background: #A7C4B8; color: #F0F0F0; }"
             "QPushButton#play { font-weight: 700; border: 2px solid #C2410C; }"
             "QLabel#banner { background: #FEF3C7; color: #78350F; border: 1px solid #F59E0B;"
             "  border-radius: 5px; padding: 6px 8px; }"
             "QLabel#error { color: %9; font-weight: 600; }")
      .arg(hex(p.color(QPalette::Mid)), hex(p.color(QPalette::Base)),
           hex(p.color(QPalette::Button)), hex(p.color(QPalette::ButtonText)), hex(hover),
           hex(pressed), disabled, hex(p.color(QPalette::Midlight)), hex(colours::bad()));
}

}  // namespace

bool isDarkPalette() {
  const QPalette p = QApplication::palette();
  return p.color(QPalette::Window).lightnessF() < p.color(QPalette::WindowText).lightnessF();
}

namespace colours {
QColor text() {
  return QApplication::palette().color(QPalette::WindowText);
}
QColor muted() {
  // Halfway from the text towards the background: quieter, still readable on either palette.
  const QPalette p = QApplication::palette();
  const QColor a = p.color(QPalette::WindowText), b = p.color(QPalette::Window);
  return QColor::fromRgbF(a.redF() * 0.7 + b.redF() * 0.3, a.greenF() * 0.7 + b.greenF() * 0.3,
                          a.blueF() * 0.7 + b.blueF() * 0.3);
}
QColor good() {
  return isDarkPalette() ? QColor(0x34, 0xD3, 0x99) : QColor(0x04, 0x78, 0x57);
}
QColor bad() {
  return isDarkPalette() ? QColor(0xFF, 0x7A, 0x8A) : kError;
}
QColor warn() {
  return isDarkPalette() ? QColor(0xFB, 0xBF, 0x24) : QColor(0x92, 0x40, 0x0E);
}
QColor link() {
  return QApplication::palette().color(QPalette::Link);
}
QColor onWindow(const QColor& light) {
  if (!isDarkPalette()) return light;
  return light.lighter(170);  // the CPU orange and GPU green, bright enough on a dark window
}
QColor figure() {
  return QApplication::palette().color(QPalette::Base);
}
}  // namespace colours

void applyChartTheme(QChart* chart) {
  const QColor ink = colours::text();
  const QColor quiet = colours::muted();
  // The grid a quarter of the way from the backdrop to the text, the minor grid a tenth: seen,
  // never louder than a series' line.
  const QColor back = colours::figure();
  const auto towardsInk = [&](double share) {
    return QColor::fromRgbF(back.redF() * (1 - share) + ink.redF() * share,
                            back.greenF() * (1 - share) + ink.greenF() * share,
                            back.blueF() * (1 - share) + ink.blueF() * share);
  };
  const QColor grid = towardsInk(0.25);
  chart->setBackgroundBrush(back);
  chart->setPlotAreaBackgroundVisible(false);
  chart->setTitleBrush(ink);
  chart->legend()->setLabelColor(ink);
  for (QAbstractAxis* axis : chart->axes()) {
    axis->setLabelsColor(ink);
    axis->setTitleBrush(ink);
    axis->setLinePenColor(quiet);
    axis->setGridLineColor(grid);
    axis->setMinorGridLineColor(towardsInk(0.1));
  }
}

void applyTheme(QApplication& app, PaletteChoice choice) {
  if (!g_haveDesktopFont) {
    desktopFont() = QApplication::font();
    g_haveDesktopFont = true;
  }
  if (choice == PaletteChoice::Light) app.setPalette(lightPalette());
  if (choice == PaletteChoice::Dark) app.setPalette(darkPalette());
  app.setFont(uiFont());
  app.setStyleSheet(styleSheetFor(app.palette()));
}

// The desktop's size in points; a font given in pixels is converted at the screen's 96 dpi
// logical resolution, as Qt does.
double desktopPointSize() {
  const QFont& f = g_haveDesktopFont ? desktopFont() : QApplication::font();
  if (f.pointSizeF() > 0) return f.pointSizeF();
  if (f.pixelSize() > 0) return f.pixelSize() * 72.0 / 96.0;
  return 10.0;
}

QFont uiFont(double scale, bool bold) {
  QFont font = g_haveDesktopFont ? desktopFont() : QApplication::font();
  // The desktop's family first; Chinese falls back to Noto Sans CJK SC by name, so that its
  // line height is known (lineSpacingForAnyScript) whatever fontconfig would pick.
  font.setFamilies({font.family(), QStringLiteral("Noto Sans CJK SC")});
  font.setPointSizeF(desktopPointSize() * kProjectorFactor * scale * textScale());
  font.setBold(bold);
  return font;
}

QFont monoFont(double scale, bool bold) {
  QFont font = QFontDatabase::systemFont(QFontDatabase::FixedFont);
  font.setFamilies({font.family(), QStringLiteral("Noto Sans Mono CJK SC")});
  font.setStyleHint(QFont::Monospace);
  font.setPointSizeF(desktopPointSize() * kProjectorFactor * scale * textScale());
  font.setBold(bold);
  return font;
}

}  // namespace convscope::gui
