// One test image and what the first layer makes of it: its 8 feature maps (conv1 after ReLU),
// each 28 × 28, on one grey scale (black 0, white the largest value of the eight, labelled).
// The image is drawn twice as large on the left, the maps in two rows of four beside it.
#pragma once

#include <QImage>
#include <QList>
#include <QWidget>
#include <vector>

namespace convscope::gui::train_tab {

class FeatureMapsView : public QWidget {
  Q_OBJECT
 public:
  explicit FeatureMapsView(QWidget* parent = nullptr);

  // `pixels`: 28 × 28 bytes of the image; `maps`: 8 × 28 × 28 values (empty: none yet).
  void setImage(const std::uint8_t* pixels, const std::vector<float>& maps);
  void clear();
  // The largest value of the eight maps: white on their scale.
  float mapScale() const { return m_scale; }
  int mapCount() const { return static_cast<int>(m_maps.size()); }

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;
  bool hasHeightForWidth() const override { return true; }
  int heightForWidth(int width) const override;

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  int tileSide(int width) const;
  QString caption() const;

  QImage m_image;
  QList<QImage> m_maps;
  float m_scale = 0;
};

}  // namespace convscope::gui::train_tab
