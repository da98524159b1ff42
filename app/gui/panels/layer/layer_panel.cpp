#include "gui/panels/layer/layer_panel.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

#include "convscope/gpu_timing_model.h"
#include "convscope/published_measurements.h"
#include "convscope/reference_gpu.h"
#include "gui/panels/layer/layer_schematic.h"
#include "gui/panels/layer/roofline_chart.h"
#include "gui/widgets/number_format.h"
#include "gui/widgets/theme.h"
#include "gui/widgets/wrapping_row.h"
#include "model/workbench_model.h"
#include "speed/layer_figures.h"
#include "text/busy_text.h"
#include "text/number_text.h"

namespace convscope::gui {

using model::LayerChoice;
using model::WorkbenchModel;
using model::WorkbenchSnapshot;

namespace {

// The largest batch the table prices: past it every row reads the same per image.
constexpr int kMaxTableBatch = 64;

QLabel* wrapped(QWidget* parent, double scale = 1.15) {
  auto* l = new QLabel(parent);
  l->setFont(uiFont(scale));
  l->setWordWrap(true);
  l->setTextFormat(Qt::RichText);
  l->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  return l;
}

QString bytesText(double bytes) {
  return QString::fromStdString(byteCountText(bytes));
}

QString msText(double ms) {
  return formatDuration(ms);
}

}  // namespace

LayerPanel::LayerPanel(WorkbenchModel& model, QWidget* parent) : QWidget(parent), m_model(model) {
  auto* content = new QWidget;
  auto* grid = new QGridLayout(content);
  grid->setContentsMargins(10, 8, 10, 8);
  grid->setHorizontalSpacing(18);
  grid->setVerticalSpacing(10);
  grid->addWidget(buildControls(), 0, 0, 1, 2);

  auto* left = new QVBoxLayout;
  left->setSpacing(8);
  m_schematic = new LayerSchematic(content);
  left->addWidget(m_schematic);
  m_figures = wrapped(content, 1.2);
  left->addWidget(m_figures);
  m_batching = wrapped(content);
  left->addWidget(m_batching);
  m_pcie = wrapped(content);
  m_pcie->setStyleSheet(QStringLiteral(
      "background: #ECFDF5; color: #111827; border-left: 5px solid #047857; padding: 6px;"));
  left->addWidget(m_pcie);
  left->addStretch(1);
  grid->addLayout(left, 1, 0);

  auto* right = new QVBoxLayout;
  right->setSpacing(8);
  m_roofline = new RooflineChart(content);
  m_roofline->setAccessibleName(tr("Roofline"));
  right->addWidget(m_roofline, 1);
  m_legend = wrapped(content);
  right->addWidget(m_legend);
  m_bounds = wrapped(content);
  right->addWidget(m_bounds);
  m_published = wrapped(content);
  m_published->setStyleSheet(QStringLiteral(
      "background: #F5F3FF; color: #111827; border-left: 5px solid #6D28D9; padding: 6px;"));
  right->addWidget(m_published);
  grid->addLayout(right, 1, 1);
  grid->setColumnStretch(0, 5);
  grid->setColumnStretch(1, 6);
  grid->setRowStretch(1, 1);

  auto* scroll = new QScrollArea(this);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  scroll->setWidget(content);
  auto* outer = new QVBoxLayout(this);
  outer->setContentsMargins(0, 0, 0, 0);
  outer->addWidget(scroll);

  showLayer();
  m_model.addViewer(this);
}

void LayerPanel::onSnapshot(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) {
  if (!(now.layer == before.layer))
    showLayer();
  else if (now.cpuCeilings.has_value() != before.cpuCeilings.has_value())
    refresh();
}

QWidget* LayerPanel::buildControls() {
  auto* row = new WrappingRow;
  auto label = [row](const QString& text) {
    auto* l = new QLabel(text, row);
    l->setFont(uiFont(1.1, true));
    row->addWidget(l);
  };
  // Each box writes its own number into the model's layer: showing the model's layer sets each
  // box to the value the model already has, which writes nothing back.
  auto spin = [this, row](int lo, int hi, const QString& name, int LayerChoice::*number) {
    auto* s = new QSpinBox(row);
    s->setRange(lo, hi);
    s->setFont(uiFont(1.1));
    s->setAccessibleName(name);
    connect(s, &QSpinBox::valueChanged, this, [this, number](int value) {
      LayerChoice layer = m_model.layer();
      if (layer.*number == value) return;
      layer.*number = value;
      layer.preset = -1;
      m_model.setLayer(layer);
    });
    row->addWidget(s);
    return s;
  };
  label(tr("Layer:"));
  m_preset = new QComboBox(row);
  m_preset->setFont(uiFont(1.1));
  m_preset->setAccessibleName(tr("Layer preset"));
  m_preset->addItem(tr("one filter 1→1 at 512²"));
  m_preset->addItem(tr("64→64 at 56²"));
  m_preset->addItem(tr("128→128 at 28² ×4"));
  m_preset->addItem(tr("256→256 at 14² ×8"));
  m_preset->setPlaceholderText(tr("your own"));
  connect(m_preset, &QComboBox::activated, this, &LayerPanel::choosePreset);
  row->addWidget(m_preset);
  label(tr("C"));
  m_channels = spin(1, kMaxLayerChannels, tr("input channels C"), &LayerChoice::channels);
  label(tr("K"));
  m_filters = spin(1, kMaxLayerChannels, tr("filters K"), &LayerChoice::filters);
  label(tr("side"));
  m_side = spin(3, 4096, tr("side"), &LayerChoice::side);
  label(tr("batch"));
  m_batch = spin(1, 1024, tr("batch"), &LayerChoice::batch);
  label(tr("GPU model:"));
  m_gpu = new QComboBox(row);
  m_gpu->setFont(uiFont(1.1));
  m_gpu->setAccessibleName(tr("Reference GPU"));
  for (const ReferenceGpu& g : referenceGpus()) m_gpu->addItem(QString::fromStdString(g.name));
  connect(m_gpu, &QComboBox::currentIndexChanged, this, [this](int index) {
    if (index < 0 || index == gpuIndex()) return;
    LayerChoice layer = m_model.layer();
    layer.gpu = index;
    m_model.setLayer(layer);
  });
  row->addWidget(m_gpu);
  return row;
}

void LayerPanel::choosePreset(int index) {
  const auto& presets = speed::layerPresets();
  if (index < 0 || index >= static_cast<int>(presets.size())) return;
  const speed::LayerPreset& p = presets[static_cast<size_t>(index)];
  LayerChoice layer = m_model.layer();
  layer.channels = p.channels;
  layer.filters = p.filters;
  layer.side = p.side;
  layer.batch = p.batch;
  layer.preset = index;
  m_model.setLayer(layer);
}

void LayerPanel::setShape(int channels, int filters, int side, int batch) {
  LayerChoice layer = m_model.layer();
  layer.channels = channels;
  layer.filters = filters;
  layer.side = side;
  layer.batch = batch;
  layer.preset = -1;
  m_model.setLayer(layer);
}

void LayerPanel::showLayer() {
  const LayerChoice& layer = m_model.layer();
  m_channels->setValue(layer.channels);
  m_filters->setValue(layer.filters);
  m_side->setValue(layer.side);
  m_batch->setValue(layer.batch);
  m_preset->setCurrentIndex(layer.preset);
  m_gpu->setCurrentIndex(gpuIndex());
  refresh();
}

LayerShape LayerPanel::shape() const {
  const LayerChoice& layer = m_model.layer();
  return speed::layerShape(layer.channels, layer.filters, layer.side, layer.batch);
}

int LayerPanel::gpuIndex() const {
  const auto& gpus = referenceGpus();
  const int chosen = m_model.layer().gpu;
  if (chosen >= 0 && chosen < static_cast<int>(gpus.size())) return chosen;
  for (size_t i = 0; i < gpus.size(); ++i)
    if (gpus[i].name == defaultReferenceGpu().name) return static_cast<int>(i);
  return -1;
}

const ReferenceGpu& LayerPanel::gpu() const {
  const auto& gpus = referenceGpus();
  const int i = gpuIndex();
  return i >= 0 && i < static_cast<int>(gpus.size()) ? gpus[static_cast<size_t>(i)]
                                                     : defaultReferenceGpu();
}

QString LayerPanel::figuresText() const {
  return m_figures->text();
}
QString LayerPanel::batchingText() const {
  return m_batching->text();
}
QString LayerPanel::pcieText() const {
  return m_pcie->text();
}

bool LayerPanel::isSettled() const {
  return m_model.cpuCeilings().has_value() || !isVisible();
}

void LayerPanel::showEvent(QShowEvent* event) {
  QWidget::showEvent(event);
  m_model.requestCpuCeilings();
}

void LayerPanel::refresh() {
  const LayerShape s = shape();
  m_schematic->setShape(s);
  const Status valid = validateLayerShape(s);
  if (!valid.isOk()) {
    m_figures->setText(
        QStringLiteral("<span style='color:%1'>%2</span>")
            .arg(colours::kError.name(), QString::fromStdString(valid.message).toHtmlEscaped()));
    m_batching->clear();
    m_pcie->clear();
    m_published->clear();
    refreshRoofline();
    return;
  }
  m_figures->setText(
      tr("Multiply-adds per output: <b>%1 × 9 = %2</b><br>"
         "Outputs: %3 × %4 × %5 × %6 = <b>%7</b><br>"
         "Work: <b>%8 GFLOP</b> (a multiply and an add per multiply-add)<br>"
         "Bytes moved, each tensor once: <b>%9</b><br>"
         "Arithmetic intensity: <b style='font-size:x-large'>%10 FLOP per byte</b><br>"
         "<i>computed from the shape</i>")
          .arg(s.channels)
          .arg(formatCount(s.macsPerOutput()))
          .arg(s.batch)
          .arg(s.filters)
          .arg(s.outHeight())
          .arg(s.outWidth())
          .arg(formatCount(s.outputElements()))
          .arg(formatNumber(s.flops() / 1e9, s.flops() < 1e9 ? 3 : 2))
          .arg(bytesText(s.bytesMoved()))
          .arg(formatNumber(s.arithmeticIntensity(), s.arithmeticIntensity() < 10 ? 2 : 0)));

  const ReferenceGpu& g = gpu();
  QString rows;
  for (const speed::BatchRow& r : speed::batchRows(s, g, kMaxTableBatch)) {
    const QString vram = r.fits
                             ? bytesText(r.vramBytes)
                             : QStringLiteral("<span style='color:%1'>%2</span>")
                                   .arg(colours::kError.name(),
                                        tr("%1: more than the card's %2")
                                            .arg(bytesText(r.vramBytes), bytesText(g.vramBytes)));
    rows += QStringLiteral(
                "<tr><td align=right>%1</td><td align=right>%2</td>"
                "<td align=right>%3</td><td align=right>%4</td></tr>")
                .arg(r.batch)
                .arg(msText(r.kernelMsPerImage), msText(r.copiesMsPerImage), vram);
  }
  m_batching->setText(
      tr("<b>What batching does</b> (model: %1, datasheet)"
         "<table cellspacing=0 cellpadding=3><tr><th>batch</th><th>kernel per image</th>"
         "<th>with copies per image</th><th>VRAM for this layer</th></tr>%2</table>"
         "Each launch and copy costs a fixed time: a larger batch shares it among more images, "
         "until the kernel's own time per image is all that is left.")
          .arg(QString::fromStdString(g.name), rows));

  const speed::PcieCopies c = speed::pcieCopies(s, g);
  m_pcie->setText(
      tr("When layer after layer keeps its data in VRAM, only the <b>first input</b> "
         "(%1 up) and the <b>last output</b> (%2 down) cross PCIe; every layer between reads "
         "and writes VRAM at %3 GB/s. This layer's kernel: %4. (model: %5, datasheet)")
          .arg(msText(c.uploadMs), msText(c.downloadMs))
          .arg(g.memoryBandwidthGBs, 0, 'f', 0)
          .arg(msText(c.kernelMs), QString::fromStdString(g.name)));
  m_published->setText(publishedRows(s));
  refreshRoofline();
}

QString LayerPanel::publishedRows(const LayerShape& s) const {
  QString out;
  for (const char* device : {"V100", "GTX 1080 Ti"}) {
    const auto near =
        nearestDeepBenchRow(device, "FP32", s.channels, s.filters, s.height, s.width, s.batch);
    if (!near) continue;
    const PublishedLayerRow& p = *near->row;
    if (!out.isEmpty()) out += QStringLiteral("<br>");
    out +=
        tr("<b>published measurement: %1, %2, batch %3 (DeepBench)</b>")
            .arg(QString::fromStdString(p.deviceShort()), QString::fromStdString(p.libraryShort()))
            .arg(p.batch);
    if (!near->exact) {
      out += QStringLiteral("<br>") +
             tr("nearest: %1→%2 at %3, batch %4, distance %5; yours is %6→%7 at %8, batch %9: "
                "scaled by the work (×%10)")
                 .arg(p.channels)
                 .arg(p.filters)
                 .arg(QString::number(p.height) + QStringLiteral("²"))
                 .arg(p.batch)
                 .arg(near->distance, 0, 'f', 2)
                 .arg(s.channels)
                 .arg(s.filters)
                 .arg(QString::number(s.height) + QStringLiteral("²"))
                 .arg(s.batch)
                 .arg(near->workRatio, 0, 'f', 2);
    }
    const auto cell = [&](std::optional<double> ms) {
      return ms ? msText(*ms * near->workRatio) : tr("not timed (a first layer)");
    };
    out += QStringLiteral("<br>") +
           tr("forward %1 · backward-data %2 · backward-weights %3")
               .arg(cell(p.forwardMs), cell(p.backwardDataMs), cell(p.backwardWeightsMs));
  }
  return out;
}

void LayerPanel::refreshRoofline() {
  const ReferenceGpu& g = gpu();
  std::vector<RooflineMachine> machines;
  QStringList bounds;
  const LayerShape s = shape();
  const LayerShape one = speed::layerShape(speed::layerPresets().front());
  const bool valid = validateLayerShape(s).isOk();
  auto boundWords = [&](const Ceilings& c, const QString& who) {
    const double ridge = ridgeIntensity(c);
    const QString where = !valid ? QString()
                          : isMemoryBound(c, s.arithmeticIntensity())
                              ? tr("this layer is <b>memory-bound</b> there")
                              : tr("this layer is <b>compute-bound</b> there");
    bounds << tr("%1: ridge at %2 FLOP per byte; %3.")
                  .arg(who, formatNumber(ridge, ridge < 10 ? 1 : 0), where);
  };
  if (m_model.cpuCeilings()) {
    const Ceilings& cpu = *m_model.cpuCeilings();
    const QString name = tr("this CPU: %1 GB/s, %2, measured here")
                             .arg(formatNumber(cpu.bandwidthGBs, 1))
                             .arg(app::flopRateText(cpu.peakGflops));
    machines.push_back({cpu, name, colours::kCpu});
    boundWords(cpu, tr("This CPU (measured here)"));
    if (const QString busy = app::busyMeasurementNote(cpu.othersBusy); !busy.isEmpty())
      bounds << QStringLiteral("<span style='color:%1'>%2</span>")
                    .arg(colours::warn().name(), busy.toHtmlEscaped());
  } else {
    bounds << tr("Measuring this CPU's bandwidth and FMA peak…");
  }
  const Ceilings gc = gpuCeilings(g);
  machines.push_back({gc,
                      tr("%1: %2 GB/s, %3, model: %1, datasheet")
                          .arg(QString::fromStdString(g.name))
                          .arg(formatNumber(gc.bandwidthGBs, 0))
                          .arg(app::flopRateText(gc.peakGflops)),
                      colours::kGpu});
  boundWords(gc, tr("%1 (model, datasheet)").arg(QString::fromStdString(g.name)));
  m_roofline->setMachines(machines);
  std::vector<RooflineWorkload> workloads = {
      {tr("one filter"), one.arithmeticIntensity(), QColor(0x6D, 0x28, 0xD9)}};
  if (valid)
    workloads.push_back({tr("this layer"), s.arithmeticIntensity(), QColor(0xB9, 0x1C, 0x1C)});
  m_roofline->setWorkloads(workloads);
  m_legend->setText(m_roofline->legendHtml());
  bounds << tr(
      "Each point is where a workload meets a machine's roof: the most that machine can do "
      "with it.");
  m_bounds->setText(bounds.join(QStringLiteral("<br>")));
  m_roofline->setToolTip(
      m_model.cpuCeilings() ? QString::fromStdString(m_model.cpuCeilings()->source) : QString());
}

}  // namespace convscope::gui
