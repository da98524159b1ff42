#include "gui/panels/input_panel.h"

#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include "common/image_source.h"
#include "common/samples.h"

namespace convscope::gui {

InputPanel::InputPanel(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  auto* form = new QFormLayout;
  form->setLabelAlignment(Qt::AlignRight);
  m_sample = new QComboBox(this);
  m_sample->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
  m_sample->setMinimumContentsLength(10);
  for (const app::SampleInfo& s : app::sampleList()) {
    m_sample->addItem(s.title, s.id);
    if (!s.credit.isEmpty())
      m_sample->setItemData(m_sample->count() - 1, s.credit, Qt::ToolTipRole);
  }
  m_open = new QPushButton(tr("Open image…"), this);
  m_open->setToolTip(tr("Open a PNG or JPEG file; you can also drop a file on the window"));
  m_channel = new QComboBox(this);
  m_channel->addItem(tr("luma (gray)"), static_cast<int>(ChannelPick::Luma));
  m_channel->addItem(tr("red"), static_cast<int>(ChannelPick::Red));
  m_channel->addItem(tr("green"), static_cast<int>(ChannelPick::Green));
  m_channel->addItem(tr("blue"), static_cast<int>(ChannelPick::Blue));
  m_size = new QComboBox(this);
  m_size->addItem(tr("as loaded"), 0);
  for (int side : {28, 64, 128, 256, 512, 1024, 2048, 4096})
    m_size->addItem(QStringLiteral("%1 px").arg(side), side);
  m_size->setToolTip(tr("Resample so the longer side has this many pixels (aspect kept)"));
  form->addRow(tr("Image:"), m_sample);
  form->addRow(QString(), m_open);
  form->addRow(tr("Channel:"), m_channel);
  form->addRow(tr("Size:"), m_size);
  layout->addLayout(form);
  m_status = new QLabel(this);
  m_status->setWordWrap(true);
  layout->addWidget(m_status);

  connect(m_sample, &QComboBox::activated, this, [this] {
    m_file.clear();
    emit requestChanged();
  });
  connect(m_open, &QPushButton::clicked, this, &InputPanel::openFile);
  connect(m_channel, &QComboBox::activated, this, &InputPanel::requestChanged);
  connect(m_size, &QComboBox::activated, this, &InputPanel::requestChanged);
}

InputRequest InputPanel::request() const {
  InputRequest r;
  r.source = m_file.isEmpty() ? m_sample->currentData().toString() : m_file;
  r.side = m_size->currentData().toInt();
  r.pick = static_cast<ChannelPick>(m_channel->currentData().toInt());
  return r;
}

void InputPanel::setSource(const QString& source) {
  const int index = m_sample->findData(source);
  if (index >= 0) {
    m_sample->setCurrentIndex(index);
    m_file.clear();
  } else {
    m_file = source;
  }
  emit requestChanged();
}

void InputPanel::setSide(int side) {
  int index = m_size->findData(side);
  if (index < 0) {
    m_size->addItem(QStringLiteral("%1 px").arg(side), side);
    index = m_size->count() - 1;
  }
  m_size->setCurrentIndex(index);
  emit requestChanged();
}

void InputPanel::setPick(ChannelPick pick) {
  m_channel->setCurrentIndex(m_channel->findData(static_cast<int>(pick)));
  emit requestChanged();
}

void InputPanel::showRequest(const InputRequest& request) {
  if (request == this->request()) return;
  const QSignalBlocker blockSample(m_sample);
  const QSignalBlocker blockSize(m_size);
  const QSignalBlocker blockChannel(m_channel);
  const QSignalBlocker blockThis(this);
  setSource(request.source);
  setSide(request.side);
  setPick(request.pick);
}

void InputPanel::setLoaded(const LoadedInput& input) {
  if (!input.status) {
    m_status->setStyleSheet(QStringLiteral("color: #B00020; font-weight: 600;"));
    m_status->setText(QString::fromStdString(input.status.message));
    return;
  }
  m_status->setStyleSheet(QStringLiteral("color: #4B5563;"));
  const QString name = m_file.isEmpty() ? m_sample->currentText() : QFileInfo(m_file).fileName();
  QString text =
      tr("%1: %2 × %3 px").arg(name).arg(input.channel->width).arg(input.channel->height);
  if (input.originalSize != QSize(input.channel->width, input.channel->height))
    text += tr(" (resampled from %1 × %2)")
                .arg(input.originalSize.width())
                .arg(input.originalSize.height());
  m_status->setText(text);
  m_channel->setEnabled(input.colour);
  m_channel->setToolTip(input.colour ? QString()
                                     : tr("This image is gray: every channel is the same"));
}

void InputPanel::openFile() {
  const QString path = QFileDialog::getOpenFileName(
      this, tr("Open an image"), QString(),
      tr("Images (*.png *.jpg *.jpeg *.bmp *.gif *.pgm *.ppm);;All files (*)"));
  if (path.isEmpty()) return;
  m_file = path;
  emit requestChanged();
}

}  // namespace convscope::gui
