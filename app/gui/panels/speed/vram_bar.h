// GPU memory as a capacity bar: what is in use, what this image's run needs, and, for the
// out-of-memory demonstration, a request that runs past the end of the memory.
#pragma once

#include <QString>
#include <QWidget>

namespace convscope::gui::speed_tab {

class VramBar : public QWidget {
  Q_OBJECT
 public:
  explicit VramBar(QWidget* parent = nullptr);

  // Bytes: total memory, free memory, what one run of this image takes.
  void setCapacity(double total, double free, double perImage);
  void setRequest(double asked);  // 0: none
  double asked() const { return m_asked; }

  QSize sizeHint() const override;
  QSize minimumSizeHint() const override;

 protected:
  void paintEvent(QPaintEvent* event) override;

 private:
  double m_total = 0;
  double m_free = 0;
  double m_perImage = 0;
  double m_asked = 0;
};

}  // namespace convscope::gui::speed_tab
