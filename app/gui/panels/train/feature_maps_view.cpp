#include "gui/panels/train/feature_maps_view.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

#include "convscope/train/dataset.h"
#include "gui/panels/train/train_job.h"
#include "gui/widgets/number_format.h"
#include "gui/widgets/theme.h"
#include "gui/widgets/translation.h"

namespace convscope::gui::train_tab {

namespace {

constexpr int kSide = train::kImageSide;
constexpr int kMaxTile = 112;  // four pixels a pixel
constexpr int kMinTile = 28;

int gap(const QWidget& w) {
  return std::max(6, w.fontMetrics().horizontalAdvance(QLatin1Char('n')));
}

}  // namespace

FeatureMapsView::FeatureMapsView(QWidget* parent) : QWidget(parent) {
  setAccessibleName(tr("Feature maps of the test image"));
}

void FeatureMapsView::clear() {
  m_image = QImage();
  m_maps.clear();
  m_scale = 0;
  updateGeometry();
  update();
}

void FeatureMapsView::setImage(const std::uint8_t* pixels, const std::vector<float>& maps) {
  m_image = QImage(kSide, kSide, QImage::Format_Grayscale8);
  for (int y = 0; y < kSide; ++y) std::copy_n(pixels + y * kSide, kSide, m_image.scanLine(y));
  m_maps.clear();
  m_scale = 0;
  const size_t plane = static_cast<size_t>(kSide) * kSide;
  if (maps.size() >= kFilters * plane) {
    for (float v : maps)
      if (std::isfinite(v)) m_scale = std::max(m_scale, v);
    const float s = m_scale > 0 ? m_scale : 1.0f;
    for (int f = 0; f < kFilters; ++f) {
      QImage map(kSide, kSide, QImage::Format_Grayscale8);
      for (int y = 0; y < kSide; ++y) {
        uchar* row = map.scanLine(y);
        for (int x = 0; x < kSide; ++x) {
          const float v = maps[f * plane + static_cast<size_t>(y) * kSide + x];
          row[x] = static_cast<uchar>(std::clamp(std::lround(255.0f * v / s), 0L, 255L));
        }
      }
      m_maps << map;
    }
  }
  updateGeometry();
  update();
}

// The image takes two tiles and a gap; beside it four tiles and their gaps.
int FeatureMapsView::tileSide(int width) const {
  const int g = gap(*this);
  return std::clamp((width - 5 * g) / 6, kMinTile, kMaxTile);
}

QString FeatureMapsView::caption() const {
  return m_maps.isEmpty()
             ? tr("The maps appear once Fashion-MNIST is loaded.")
             : tr("Map k is filter k slid over the image, then ReLU: black 0, white %1.")
                   .arg(formatNumber(m_scale, 2));
}

int FeatureMapsView::heightForWidth(int width) const {
  const int t = tileSide(width);
  const int line = lineSpacingForAnyScript(font());
  const int words =
      fontMetrics()
          .boundingRect(QRect(0, 0, std::max(1, width), 10000), Qt::TextWordWrap, caption())
          .height();
  return 2 * (line + t) + gap(*this) + std::max(words, line) + 4;
}

QSize FeatureMapsView::sizeHint() const {
  const int w = 6 * 80 + 5 * gap(*this);
  return {w, heightForWidth(w)};
}

QSize FeatureMapsView::minimumSizeHint() const {
  const int w = 6 * kMinTile + 5 * gap(*this);
  return {w, heightForWidth(w)};
}

void FeatureMapsView::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::SmoothPixmapTransform, false);
  const int t = tileSide(width());
  const int g = gap(*this);
  const int line = lineSpacingForAnyScript(font());
  const int used = 6 * t + 5 * g;
  const int left = std::max(0, (width() - used) / 2);
  auto tile = [&](const QRect& r, const QImage& image, const QString& label) {
    p.setPen(colours::text());
    p.drawText(QRect(r.left() - g / 2, r.top() - line, r.width() + g, line), Qt::AlignCenter,
               label);
    if (image.isNull()) {
      p.fillRect(r, palette().alternateBase());
    } else {
      p.drawImage(r, image);
    }
    p.setPen(QPen(colours::muted(), 1));
    p.drawRect(r.adjusted(0, 0, -1, -1));
  };
  const int big = 2 * t + g + line;
  tile(QRect(left, line, big - line, big - line), m_image, tr("test image"));
  for (int f = 0; f < kFilters; ++f) {
    const int column = f % 4;
    const int row = f / 4;
    const QRect r(left + 2 * t + 2 * g + column * (t + g), line + row * (t + g + line), t, t);
    // "map 3", or "3" where the words are wider than the tile (a narrow column, Chinese).
    QString label = tr("map %1").arg(f + 1);
    if (fontMetrics().horizontalAdvance(label) > t + g / 2) label = QString::number(f + 1);
    tile(r, f < m_maps.size() ? m_maps[f] : QImage(), label);
  }
  p.setPen(colours::muted());
  const int top = 2 * (line + t) + g;
  p.drawText(QRect(0, top, width(), height() - top),
             Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, caption());
}

}  // namespace convscope::gui::train_tab
