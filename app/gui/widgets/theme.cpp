#include "gui/widgets/theme.h"

#include <QApplication>
#include <QPalette>
#include <QStyleFactory>
#include <QWidget>
#include <algorithm>

#include "gui/state/settings_store.h"

namespace convscope::gui {
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

void applyTheme(QApplication& app) {
  app.setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
  QPalette p;
  p.setColor(QPalette::Window, QColor(0xF5, 0xF6, 0xF8));
  p.setColor(QPalette::WindowText, colours::kText);
  p.setColor(QPalette::Base, Qt::white);
  p.setColor(QPalette::AlternateBase, QColor(0xEE, 0xF0, 0xF3));
  p.setColor(QPalette::Text, colours::kText);
  p.setColor(QPalette::Button, QColor(0xFF, 0xFF, 0xFF));
  p.setColor(QPalette::ButtonText, colours::kText);
  p.setColor(QPalette::Highlight, QColor(0x1D, 0x4E, 0xD8));
  p.setColor(QPalette::HighlightedText, Qt::white);
  p.setColor(QPalette::ToolTipBase, Qt::white);
  p.setColor(QPalette::ToolTipText, colours::kText);
  p.setColor(QPalette::PlaceholderText, colours::kMuted);
  p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x9C, 0xA3, 0xAF));
  p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x9C, 0xA3, 0xAF));
  p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x9C, 0xA3, 0xAF));
  app.setPalette(p);
  app.setFont(uiFont());
  app.setStyleSheet(QStringLiteral(
      "QGroupBox { font-weight: 600; border: 1px solid #C9CED6; border-radius: 6px;"
      "  margin-top: 14px; padding: 10px 8px 8px 8px; background: #FFFFFF; }"
      "QGroupBox::title { subcontrol-origin: margin; left: 10px; padding: 0 4px; }"
      "QPushButton { padding: 5px 12px; border: 1px solid #9CA3AF; border-radius: 5px;"
      "  background: #FFFFFF; }"
      "QPushButton:hover { background: #EEF2FF; }"
      "QPushButton:pressed { background: #DBE3FF; }"
      "QPushButton:disabled { color: #9CA3AF; border-color: #D1D5DB; }"
      "QPushButton#primary { background: #047857; color: white; border-color: #065F46;"
      "  font-weight: 600; }"
      "QPushButton#primary:hover { background: #059669; }"
      "QPushButton#primary:disabled { background: #A7C4B8; color: #F0F0F0; }"
      "QPushButton#play { font-weight: 700; border: 2px solid #C2410C; }"
      "QLabel#banner { background: #FEF3C7; color: #78350F; border: 1px solid #F59E0B;"
      "  border-radius: 5px; padding: 6px 8px; }"
      "QLabel#error { color: #B00020; font-weight: 600; }"));
}

QFont uiFont(double scale, bool bold) {
  QFont font(QStringLiteral("DejaVu Sans"));
  // CJK text falls back to Noto Sans CJK SC when a translation is loaded.
  font.setFamilies({QStringLiteral("DejaVu Sans"), QStringLiteral("Noto Sans CJK SC")});
  font.setPointSizeF(kBasePointSize * scale * textScale());
  font.setBold(bold);
  return font;
}

QFont monoFont(double scale, bool bold) {
  QFont font(QStringLiteral("DejaVu Sans Mono"));
  font.setFamilies({QStringLiteral("DejaVu Sans Mono"), QStringLiteral("Noto Sans Mono CJK SC")});
  font.setStyleHint(QFont::Monospace);
  font.setPointSizeF(kBasePointSize * scale * textScale());
  font.setBold(bold);
  return font;
}

}  // namespace convscope::gui
