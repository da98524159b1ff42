#include "gui/panels/speed/memory_panel.h"

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "common/device_facts.h"
#include "convscope/cuda/allocation.h"
#include "gui/panels/speed/vram_bar.h"
#include "lesson_text/glossary.h"

namespace convscope::gui::speed_tab {
namespace {

QString bytesText(double bytes) {
  return QString::fromStdString(formatBinaryBytes(bytes));
}

}  // namespace

MemoryPanel::MemoryPanel(QWidget* parent) : QWidget(parent), m_gpu(defaultReferenceGpu()) {
  if (const auto& device = app::deviceFacts(); device) {
    m_device = *device;
  } else {
    m_noDeviceReason = QString::fromStdString(device.status().message);
  }
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  // Its size in the title: the timeline beside it may show another side of the sweep.
  m_title = new QLabel(this);
  m_title->setWordWrap(true);
  layout->addWidget(m_title);
  m_stages = new QGridLayout;
  m_stages->setHorizontalSpacing(14);
  m_stages->setVerticalSpacing(2);
  layout->addLayout(m_stages);
  m_capacity = new QLabel(this);
  m_capacity->setWordWrap(true);
  m_capacity->setToolTip(lessons::glossaryTips({}, {"vram", "model"}));
  layout->addWidget(m_capacity);
  m_bar = new VramBar(this);
  layout->addWidget(m_bar);
  m_oom = new QPushButton(tr("Ask for a batch that does not fit"), this);
  m_oom->setToolTip(lessons::glossaryTips(
      tr("Asks GPU memory for as many copies of this image's run as just do not "
         "fit: CUDA answers cudaErrorMemoryAllocation, and the app shows it."),
      {"batch", "oom", "vram"}));
  layout->addWidget(m_oom, 0, Qt::AlignLeft);
  m_result = new QLabel(this);
  m_result->setWordWrap(true);
  m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
  layout->addWidget(m_result);
  layout->addStretch(1);
  connect(m_oom, &QPushButton::clicked, this, [this] { tryOversizedBatch(); });
  refresh();
}

void MemoryPanel::setImage(const ImageFootprint& image) {
  m_image = image;
  m_title->setText(tr("<b>Memory: where this image's bytes live (%1 × %2, the workbench's "
                      "image)</b>")
                       .arg(image.width)
                       .arg(image.height));
  m_result->clear();
  m_bar->setRequest(0);
  refresh();
}

void MemoryPanel::setReferenceGpu(const ReferenceGpu& gpu) {
  m_gpu = gpu;
  m_result->clear();
  m_bar->setRequest(0);
  refresh();
}

double MemoryPanel::totalBytes() const {
  return m_device ? double(m_device->memoryTotal) : m_gpu.vramBytes;
}

double MemoryPanel::freeBytes() const {
  // The model assumes an empty card: nothing else resident, the whole VRAM free.
  return m_device ? double(m_device->memoryFree) : m_gpu.vramBytes;
}

void MemoryPanel::refresh() {
  while (QLayoutItem* item = m_stages->takeAt(0)) {
    delete item->widget();
    delete item;
  }
  const QStringList names{tr("file on disk"),         tr("decoded image"),
                          tr("float channel in RAM"), tr("pinned staging buffer"),
                          tr("VRAM input"),           tr("VRAM output"),
                          tr("texture (GL_R32F)")};
  const auto place = [](MemoryPlace p) {
    switch (p) {
      case MemoryPlace::Disk:
        return tr("disk");
      case MemoryPlace::HostRam:
        return tr("RAM");
      case MemoryPlace::PinnedHost:
        return tr("RAM, page-locked");
      case MemoryPlace::DeviceVram:
        return tr("VRAM");
    }
    return QString();
  };
  const auto stages = memoryStages(m_image);
  for (int i = 0; i < int(stages.size()); ++i) {
    const MemoryStage& s = stages[size_t(i)];
    const bool noFile = i == 0 && s.bytes <= 0;
    auto* name = new QLabel(i < names.size() ? names[i] : QString::fromStdString(s.name), this);
    auto* where = new QLabel(place(s.place), this);
    auto* bytes = new QLabel(noFile ? tr("—") : bytesText(s.bytes), this);
    bytes->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    auto* formula = new QLabel(noFile   ? tr("made in memory, no file")
                               : i == 0 ? tr("the compressed file")
                               : i == 3 ? tr("max(input, output): one copy at a time")
                                        : QString::fromStdString(s.formula),
                               this);
    formula->setStyleSheet(
        QStringLiteral("color: %1;").arg(palette().color(QPalette::PlaceholderText).name()));
    // Where the bytes live, explained on the row: RAM, pinned RAM or VRAM.
    const QString tip = s.place == MemoryPlace::PinnedHost
                            ? lessons::glossaryTips({}, {"pinned", "pageable"})
                        : s.place == MemoryPlace::DeviceVram ? lessons::glossaryTips({}, {"vram"})
                        : s.place == MemoryPlace::HostRam    ? lessons::glossaryTips({}, {"ram"})
                                                             : QString();
    for (QLabel* l : {name, where, bytes, formula}) l->setToolTip(tip);
    m_stages->addWidget(name, i, 0);
    m_stages->addWidget(where, i, 1);
    m_stages->addWidget(bytes, i, 2);
    m_stages->addWidget(formula, i, 3);
  }
  m_stages->setColumnStretch(3, 1);

  const double perImage = deviceBytesPerImage(m_image);
  if (m_device) {
    m_capacity->setText(tr("GPU memory (measured here, %1): %2 free of %3")
                            .arg(QString::fromStdString(m_device->name), bytesText(freeBytes()),
                                 bytesText(totalBytes())));
  } else {
    m_capacity->setText(
        tr("GPU memory (model: %1, %2 published; no device here, so nothing else is assumed "
           "in use)")
            .arg(QString::fromStdString(m_gpu.name), bytesText(totalBytes())));
  }
  m_bar->setCapacity(totalBytes(), freeBytes(), perImage);
}

Status MemoryPanel::tryOversizedBatch() {
  const double perImage = deviceBytesPerImage(m_image);
  const long long batch = smallestBatchThatDoesNotFit(perImage, freeBytes());
  const double asked = perImage * double(batch);
  m_bar->setRequest(asked);
  Status status;
  QString source;
  if (m_device) {
    status = cuda::tryDeviceAllocation(static_cast<std::size_t>(asked));
    source = tr("measured here: a real cudaMalloc");
  } else {
    const std::string where = "model: " + m_gpu.name;
    status = checkFitsInVram(asked, freeBytes(), totalBytes(), where);
    source = tr("model: no device here, the same check against the %1's %2")
                 .arg(QString::fromStdString(m_gpu.name), bytesText(totalBytes()));
  }
  const QString ask = tr("A batch of %1 runs of this image (%2 each) asks for %3.")
                          .arg(batch)
                          .arg(bytesText(perImage), bytesText(asked));
  if (status) {
    m_result->setStyleSheet(QString());
    m_result->setText(tr("%1 %2", "two sentences").arg(ask, tr("It fitted (%1).").arg(source)));
  } else {
    // Red that reads on the palette in use: dark red on a light window, pink on a dark one.
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    m_result->setStyleSheet(QStringLiteral("color: %1;").arg(dark ? "#FF7A8A" : "#B91C1C"));
    m_result->setText(
        ask + QStringLiteral("\n") +
        tr("CUDA error (%1): %2").arg(source, QString::fromStdString(status.message)));
  }
  return status;
}

QString MemoryPanel::resultText() const {
  return m_result->text();
}

}  // namespace convscope::gui::speed_tab
