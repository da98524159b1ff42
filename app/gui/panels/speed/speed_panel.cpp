#include "gui/panels/speed/speed_panel.h"

#include <QBuffer>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "convscope/channel.h"

#include "convscope/reference_gpu.h"
#include "gui/panels/speed/memory_panel.h"
#include "gui/widgets/theme.h"
#include "gui/widgets/timeline_strip.h"
#include "lesson_text/glossary.h"
#include "model/workbench_model.h"
#include "speed/sweep_chart.h"
#include "speed/sweep_export.h"
#include "speed/sweep_runner.h"

namespace convscope::gui::speed_tab {

using model::LoadedInput;
using model::ViewDrawTiming;
using model::WorkbenchModel;
using model::WorkbenchSnapshot;

namespace {

// Up to 4096² by default: the window's sweep should end while a class waits (about 10 s on two
// cores); 8192² is one edit away.
const QString kDefaultSizes = QStringLiteral("16,32,64,128,256,512,1024,2048,4096");

void replaceChart(QChartView* view, QChart* chart) {
  applyChartTheme(chart);
  QChart* old = view->chart();
  view->setChart(chart);  // the view owns the new one and lets go of the old
  delete old;
}

QString wordsTip() {
  return lessons::glossaryTips({}, {"reference", "engine", "recorded", "model", "speedup"});
}

}  // namespace

SpeedPanel::SpeedPanel(QWidget* parent) : QWidget(parent), m_job(new SweepJob(this)) {
  m_kernel = *presetKernel("gaussian-blur");
  auto* outer = new QVBoxLayout(this);
  outer->setContentsMargins(0, 0, 0, 0);
  auto* scroll = new QScrollArea(this);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  outer->addWidget(scroll);
  auto* content = new QWidget(scroll);
  scroll->setWidget(content);
  auto* grid = new QGridLayout(content);
  grid->setContentsMargins(8, 6, 8, 6);
  grid->setHorizontalSpacing(12);
  grid->setVerticalSpacing(8);

  auto* controls = new QHBoxLayout;
  controls->addWidget(new QLabel(tr("Image sides:"), content));
  m_sizes = new QLineEdit(kDefaultSizes, content);
  m_sizes->setToolTip(tr("Square images of these sides, in pixels, separated by commas"));
  m_sizes->setMinimumWidth(fontMetrics().horizontalAdvance(kDefaultSizes) + 24);
  controls->addWidget(m_sizes);
  controls->addWidget(new QLabel(tr("GPU rows:"), content));
  m_gpu = new QComboBox(content);
  m_gpu->addItem(tr("Auto: device, else recorded, else model"), QString());
  for (const ReferenceGpu& g : referenceGpus()) {
    m_gpu->addItem(tr("Model: %1").arg(QString::fromStdString(g.name)),
                   QString::fromStdString(g.name));
  }
  m_gpu->setToolTip(lessons::glossaryTips(
      tr("Where the GPU numbers come from. Auto takes a CUDA device when there is "
         "one, else a recorded run of a real GPU, else the timing model of the "
         "%1. The emulated GPU is never used: it is not a GPU timing.")
          .arg(QString::fromStdString(defaultReferenceGpu().name)),
      {"recorded", "model", "emulated"}));
  controls->addWidget(m_gpu);
  m_run = new QPushButton(tr("Run the sweep"), content);
  m_cancel = new QPushButton(tr("Cancel"), content);
  m_cancel->setEnabled(false);
  controls->addWidget(m_run);
  controls->addWidget(m_cancel);
  m_progress = new QProgressBar(content);
  m_progress->setRange(0, 100);
  m_progress->setValue(0);
  m_progress->setFixedWidth(140);
  controls->addWidget(m_progress);
  m_status = new QLabel(content);
  m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  controls->addWidget(m_status, 1);
  grid->addLayout(controls, 0, 0, 1, 2);

  m_timeChart = new QChartView(content);
  m_timeChart->setRenderHint(QPainter::Antialiasing);
  m_timeChart->setMinimumSize(520, 270);
  grid->addWidget(m_timeChart, 1, 0);

  auto* partsColumn = new QVBoxLayout;
  auto* partsRow = new QHBoxLayout;
  partsRow->addWidget(new QLabel(tr("Parts of one run at:"), content));
  m_partsSide = new QComboBox(content);
  partsRow->addWidget(m_partsSide);
  partsRow->addStretch(1);
  m_exportPng = new QPushButton(tr("Export PNG…"), content);
  m_exportCsv = new QPushButton(tr("Export CSV…"), content);
  partsRow->addWidget(m_exportPng);
  partsRow->addWidget(m_exportCsv);
  partsColumn->addLayout(partsRow);
  m_partsChart = new QChartView(content);
  m_partsChart->setRenderHint(QPainter::Antialiasing);
  m_partsChart->setMinimumSize(420, 250);
  partsColumn->addWidget(m_partsChart, 1);
  grid->addLayout(partsColumn, 1, 1);

  // The words (the crossovers, the sources and the notes, one more line on a busy machine) go
  // under the memory table, beside the timeline: above it they pushed the zoomed strip down, and
  // past the window's bottom, each time a note came or went.
  m_memory = new MemoryPanel(content);
  m_words = new QLabel(content);
  m_words->setWordWrap(true);
  m_words->setTextInteractionFlags(Qt::TextSelectableByMouse);
  m_words->setToolTip(wordsTip());
  m_words->setAlignment(Qt::AlignLeft | Qt::AlignTop);
  auto* memoryColumn = new QVBoxLayout;
  memoryColumn->addWidget(m_memory);
  memoryColumn->addWidget(m_words);
  memoryColumn->addStretch(1);
  grid->addLayout(memoryColumn, 2, 0);
  auto* timelineColumn = new QVBoxLayout;
  timelineColumn->addWidget(new QLabel(tr("<b>Timeline of one run</b>"), content));
  m_timeline = new TimelineStrip(content);
  // The strips' words: the phases of a run and the memory they move between.
  const QString phases =
      lessons::glossaryTips({}, {"launch", "kernel", "vram", "pageable", "pinned", "model"});
  m_timeline->setToolTip(phases);
  timelineColumn->addWidget(m_timeline);
  m_timelineGpu = new TimelineStrip(content);
  m_timelineGpu->setToolTip(phases);
  // Its colours are the strip's above, whose legend names them: at 1920 × 1080 a second legend
  // pushed the zoomed strip below the window.
  m_timelineGpu->setLegendShown(false);
  timelineColumn->addWidget(m_timelineGpu);
  timelineColumn->addStretch(1);
  grid->addLayout(timelineColumn, 2, 1);
  grid->setColumnStretch(0, 3);
  grid->setColumnStretch(1, 2);
  grid->setRowStretch(1, 1);

  connect(m_run, &QPushButton::clicked, this, &SpeedPanel::startSweep);
  connect(m_cancel, &QPushButton::clicked, this, &SpeedPanel::cancelSweep);
  connect(m_job, &SweepJob::progress, this, &SpeedPanel::onProgress);
  connect(m_job, &SweepJob::finished, this, &SpeedPanel::onFinished);
  connect(m_partsSide, &QComboBox::currentIndexChanged, this, [this] {
    showParts();
    updateTimeline();
  });
  connect(m_gpu, &QComboBox::currentIndexChanged, this,
          [this] { m_memory->setReferenceGpu(referenceGpu()); });
  connect(m_exportPng, &QPushButton::clicked, this, [this] { chooseExport(true); });
  connect(m_exportCsv, &QPushButton::clicked, this, [this] { chooseExport(false); });
  clearResults(
      tr("Press “Run the sweep”: the CPU engines are timed here at each side; the GPU "
         "rows say where they come from."));
}

SpeedPanel::~SpeedPanel() = default;

void SpeedPanel::bind(WorkbenchModel& model) {
  model.addViewer(this);
}

void SpeedPanel::onSnapshot(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) {
  if (now.load && now.load != before.load && now.load->channel) {
    const LoadedInput& loaded = *now.load;
    const QFileInfo file(loaded.request.source);
    setInput(loaded.channel->width, loaded.channel->height, file.isFile() ? file.size() : 0,
             loaded.decoded.isNull() ? 4 : std::max(1, loaded.decoded.depth() / 8));
  }
  if (!m_haveConvolution || now.kernel != before.kernel || now.params != before.params ||
      now.problemDiffers(before))
    setConvolution(now.kernel, now.params, now.outputSize());
}

void SpeedPanel::setInput(int width, int height, qint64 fileBytes, int decodedBytesPerPixel) {
  const bool changed = width != m_inputWidth || height != m_inputHeight ||
                       fileBytes != m_fileBytes || decodedBytesPerPixel != m_decodedBytesPerPixel;
  m_inputWidth = width;
  m_inputHeight = height;
  m_fileBytes = fileBytes;
  m_decodedBytesPerPixel = decodedBytesPerPixel;
  updateFootprint();
  if (changed && (m_result || isRunning())) {
    clearResults(tr("The input changed: run the sweep again."));
  }
}

// The memory stages follow both the input and the convolution (a stride shrinks the output).
void SpeedPanel::updateFootprint() {
  ImageFootprint image;
  image.width = m_inputWidth;
  image.height = m_inputHeight;
  image.outputWidth = m_output.x;
  image.outputHeight = m_output.y;
  image.fileBytes = m_fileBytes;
  image.decodedBytesPerPixel = m_decodedBytesPerPixel;
  m_memory->setImage(image);
}

void SpeedPanel::setConvolution(const Kernel& kernel, const ConvParams& params, Dim2 output) {
  const bool changed = !m_haveConvolution || kernel != m_kernel || params != m_params;
  m_kernel = kernel;
  m_params = params;
  m_output = output;
  m_haveConvolution = true;
  updateFootprint();
  if (changed && (m_result || isRunning())) {
    clearResults(tr("The kernel changed: run the sweep again."));
  }
}

void SpeedPanel::setWindowDraw(const ViewDrawTiming& timing) {
  m_windowDraw = timing;
  updateTimeline();
}

void SpeedPanel::setSizesText(const QString& sizes) {
  m_sizes->setText(sizes);
}

void SpeedPanel::setGpuChoice(const QString& referenceGpu) {
  const int i = m_gpu->findData(referenceGpu);
  if (i >= 0) m_gpu->setCurrentIndex(i);
}

bool SpeedPanel::isRunning() const {
  return m_running;
}

ReferenceGpu SpeedPanel::referenceGpu() const {
  const QString name = m_gpu->currentData().toString();
  if (auto g = findReferenceGpu(name.toStdString())) return *g;
  return defaultReferenceGpu();
}

void SpeedPanel::startSweep() {
  if (isRunning() || m_job->isRunning()) return;
  speed::Config config;
  config.sizes.clear();
  for (const QString& part : m_sizes->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
    bool ok = false;
    const int side = part.trimmed().toInt(&ok);
    if (!ok || side < 1 || side > kMaxSide) {
      m_status->setText(tr("Image sides must be whole numbers from 1 to %1, got “%2”")
                            .arg(kMaxSide)
                            .arg(part.trimmed()));
      return;
    }
    if (!config.sizes.contains(side)) config.sizes << side;
  }
  if (config.sizes.isEmpty()) {
    m_status->setText(tr("Give at least one image side."));
    return;
  }
  std::sort(config.sizes.begin(), config.sizes.end());
  config.kernel = m_kernel;
  config.params = m_params;
  config.gpuModel = m_gpu->currentData().toString();
  config.forceModel = !config.gpuModel.isEmpty();
  m_result.reset();
  m_progress->setValue(0);
  m_status->setText(tr("Starting…"));
  if (m_job->start(config)) setRunning(true);
}

void SpeedPanel::cancelSweep() {
  if (!isRunning()) return;
  m_job->cancel();
  m_status->setText(tr("Cancelling…"));
}

void SpeedPanel::setRunning(bool running) {
  m_running = running;
  m_run->setEnabled(!running);
  m_cancel->setEnabled(running);
  m_sizes->setEnabled(!running);
  m_gpu->setEnabled(!running);
  m_exportPng->setEnabled(!running && m_result.has_value());
  m_exportCsv->setEnabled(!running && m_result.has_value());
}

void SpeedPanel::onProgress(double fraction, const QString& what) {
  m_progress->setValue(qRound(fraction * 100));
  if (!what.isEmpty()) m_status->setText(tr("Measuring %1 …").arg(what));
}

void SpeedPanel::onFinished(const SweepOutcome& outcome) {
  setRunning(false);
  // A sweep that ended after the input or kernel changed was cleared already: drop it.
  if (m_status->property("stale").toBool()) {
    m_status->setProperty("stale", false);
    return;
  }
  if (!outcome.status) {
    clearResults(tr("The sweep failed: %1").arg(QString::fromStdString(outcome.status.message)));
    return;
  }
  m_result = outcome.result;
  m_hostPhases = outcome.hostPhases;
  m_progress->setValue(100);
  m_status->setText(outcome.result.cancelled
                        ? tr("Cancelled after %1 s: the sides shown are those finished.")
                              .arg(outcome.result.seconds, 0, 'f', 1)
                        : tr("Done in %1 s.").arg(outcome.result.seconds, 0, 'f', 1));
  showResult();
  setRunning(false);
  emit sweepFinished();
}

void SpeedPanel::clearResults(const QString& why) {
  if (isRunning()) {
    m_job->cancel();
    m_status->setProperty("stale", true);
  }
  m_result.reset();
  m_hostPhases.clear();
  replaceChart(m_timeChart, new QChart);
  replaceChart(m_partsChart, new QChart);
  m_partsSide->blockSignals(true);
  m_partsSide->clear();
  m_partsSide->blockSignals(false);
  m_words->setText(why);
  m_words->setToolTip(wordsTip());
  m_timeline->clear(tr("The timeline of one run appears after a sweep."));
  m_timelineGpu->clear(QString());
  m_progress->setValue(0);
  m_status->setText(QString());
  setRunning(isRunning());
}

int SpeedPanel::nearestSide() const {
  if (!m_result) return 0;
  const QList<int> sides = m_result->sides();
  if (sides.isEmpty()) return 0;
  const int want = std::max(m_inputWidth, m_inputHeight);
  if (want <= 0) return speed::defaultPartsSide(*m_result);
  int best = sides.first();
  for (int s : sides) {
    if (std::abs(std::log2(double(s) / want)) < std::abs(std::log2(double(best) / want))) best = s;
  }
  return best;
}

int SpeedPanel::partsSide() const {
  return m_partsSide->currentData().toInt();
}

void SpeedPanel::showResult() {
  if (!m_result) return;
  const int side = nearestSide();
  m_partsSide->blockSignals(true);
  m_partsSide->clear();
  for (int s : m_result->sides()) m_partsSide->addItem(speed::squareSide(s), s);
  m_partsSide->setCurrentIndex(std::max(0, m_partsSide->findData(side)));
  m_partsSide->blockSignals(false);
  QStringList lines;
  const QList<speed::CrossoverLine> crossovers = speed::crossovers(*m_result);
  const bool allTooBusy =
      !crossovers.isEmpty() &&
      std::all_of(crossovers.begin(), crossovers.end(), [](const speed::CrossoverLine& line) {
        return line.crossover.kind == Crossover::Kind::TooBusyToTell;
      });
  if (allTooBusy) {
    // One sentence, not four that differ only in the series' name.
    lines << tr("The machine was too busy to tell where the GPU (%1) wins, with copies or "
                "without: other programs held the CPU while its rows were timed. Run the sweep "
                "again when it is idle.")
                 .arg(speed::shortSourceLabel(*m_result, crossovers.first().series));
  } else {
    for (const speed::CrossoverLine& line : crossovers)
      lines << tr("%1.", "a sentence's full stop").arg(line.sentence);
  }
  QStringList sources;
  QStringList seen;
  for (const speed::SeriesInfo& s : m_result->series) {
    if (seen.contains(s.label)) continue;
    seen << s.label;
    QStringList names;
    for (const speed::SeriesInfo& t : m_result->series) {
      if (t.label == s.label) names << speed::seriesDisplayName(t.series);
    }
    sources << tr("%1: %2", "series: their source")
                   .arg(names.join(tr(", ", "between series")), s.label);
  }
  QString text = lines.join(QLatin1Char('\n')) + QLatin1Char('\n') +
                 tr("Sources: %1").arg(sources.join(tr("; ", "between sources")));
  for (const QString& note : m_result->notes) text += QLatin1Char('\n') + tr("Note: %1").arg(note);
  m_words->setText(text);
  // The notes say why in the window's language; CUDA's own text stays one hover away.
  QString tip = wordsTip();
  for (const QString& detail : m_result->cudaDetails)
    tip += QStringLiteral("<p>%1</p>").arg(tr("CUDA said: %1").arg(detail).toHtmlEscaped());
  m_words->setToolTip(tip);
  showParts();
  updateTimeline();
}

void SpeedPanel::showParts() {
  if (!m_result) return;
  const int side = partsSide();
  // The charts' words at the window's text size (which Ctrl+= changes), a little smaller.
  const double points = std::max(9.0, font().pointSizeF() * 0.9);
  replaceChart(m_timeChart, speed::makeTimeChart(*m_result, side, points));
  // The selector above it names the side: without the chart's own title its four bars keep
  // room for their names when the notes above grow (a busy machine's line).
  QChart* parts = speed::makePartsChart(*m_result, side, points);
  parts->setTitle(QString());
  replaceChart(m_partsChart, parts);
}

void SpeedPanel::updateTimeline() {
  if (!m_result) return;
  const int side = partsSide();
  const speed::Row* row = m_result->find(side, QStringLiteral("gpu-pageable"));
  if (!row) {
    m_timeline->clear(tr("No GPU run at %1 to show.").arg(speed::squareSide(side)));
    m_timelineGpu->clear(QString());
    return;
  }
  const bool model = row->source == speed::SeriesSource::Model;
  QList<TimelinePhase> phases;
  double t = 0;
  double gpuStart = 0;
  const bool host = m_hostPhases.contains(side);
  if (host) {
    const HostPhases h = m_hostPhases.value(side);
    phases << TimelinePhase{
        0, tr("decode"), t, h.decodeMs, timelinePhaseColor(QStringLiteral("decode")), false};
    t += h.decodeMs;
    phases << TimelinePhase{
        0, tr("convert"), t, h.convertMs, timelinePhaseColor(QStringLiteral("convert")), false};
    t += h.convertMs;
  }
  gpuStart = t;
  for (const speed::RunPart& part : row->parts) {
    const QColor c = timelinePhaseColor(part.name);
    if (part.name == QLatin1String("kernel")) {
      phases << TimelinePhase{1, tr("kernel"), t, part.ms, c, model}
             << TimelinePhase{
                    0, tr("wait"), t, part.ms, timelinePhaseColor(QStringLiteral("wait")), model};
    } else if (part.name == QLatin1String("launch")) {
      phases << TimelinePhase{0, tr("launch"), t, part.ms, c, model};
    } else if (part.name == QLatin1String("upload")) {
      phases << TimelinePhase{0, tr("upload"), t, part.ms, c, model}
             << TimelinePhase{1, tr("copy to VRAM"), t, part.ms, c, model};
    } else if (part.name == QLatin1String("download")) {
      phases << TimelinePhase{0, tr("download"), t, part.ms, c, model}
             << TimelinePhase{1, tr("copy from VRAM"), t, part.ms, c, model};
    } else {
      phases << TimelinePhase{1, tr("copies"), t, part.ms, c, model};
    }
    t += part.ms;
  }
  const double gpuPartsEnd = t;
  // Then on screen, as this window last did it: the texture upload (emulated and staged; interop
  // writes the texture in place) and the draw of the output view, measured here. They join the
  // bars and the total only when the window's image is this run's size; another size (the
  // window usually shows a small image) stays in the words, so one scale holds one size.
  QString screenText =
      tr("Putting the output on screen is not measured yet: the workbench times "
         "it when it shows a GPU output.");
  if (m_windowDraw) {
    const ViewDrawTiming& d = *m_windowDraw;
    const bool upload = d.hostUploaded;
    const bool runsSize = d.image == QSize(side, side);
    if (runsSize && upload && d.uploadTimed) {
      phases << TimelinePhase{0,
                              tr("texture upload"),
                              t,
                              d.uploadMs,
                              timelinePhaseColor(QStringLiteral("texture upload")),
                              false};
      t += d.uploadMs;
    }
    if (runsSize) {
      phases << TimelinePhase{
          0, tr("draw"), t, d.drawMs, timelinePhaseColor(QStringLiteral("draw")), false};
      t += d.drawMs;
    }
    const QString& path = d.pathLabel;
    const QString size = QStringLiteral("%1 × %2").arg(d.image.width()).arg(d.image.height());
    const QString uploadText = !upload ? tr("no texture upload (CUDA wrote the texture)")
                               : d.uploadTimed
                                   ? tr("texture upload %1 ms").arg(d.uploadMs, 0, 'g', 3)
                                   : tr("texture filled on the texture thread (not timed)");
    const QString onScreen =
        runsSize ? tr("On screen: this window's %1 output (%2), %3, draw %4 ms on %5, measured "
                      "here (host clock).")
                 : tr("On screen, at the window's size and not in the bars or the total: this "
                      "window's %1 output (%2), %3, draw %4 ms on %5, measured here (host clock).");
    screenText = onScreen.arg(path, size, uploadText)
                     .arg(d.drawMs, 0, 'g', 3)
                     .arg(d.renderer.isEmpty() ? tr("this OpenGL") : d.renderer);
  }
  const QString gpuSource = speed::shortSourceLabel(*m_result, QStringLiteral("gpu-pageable"));
  const QString hostText = host ? tr("decode and convert measured here")
                                : tr("decode and convert not measured above %1")
                                      .arg(speed::squareSide(kHostPhaseMaxSide));
  // The memory table beside it lists the workbench's image: a swept side that differs says so.
  const QString sideText = m_inputWidth == side && m_inputHeight == side
                               ? speed::squareSide(side)
                               : tr("%1 (the swept side nearest this %2 × %3 image)")
                                     .arg(speed::squareSide(side))
                                     .arg(m_inputWidth)
                                     .arg(m_inputHeight);
  m_timeline->setPhases(
      phases, tr("One run at %1, pageable copies, %2 ms: %3; GPU parts %4%5. %6")
                  .arg(sideText)
                  .arg(t, 0, 'g', 3)
                  .arg(hostText, gpuSource,
                       model ? tr(" (hatched: computed, not timed)") : QString(), screenText));
  // The GPU's part again on its own scale: beside a decode or a draw it is often too thin to
  // read.
  QList<TimelinePhase> gpuPhases;
  double gpuEnd = gpuStart;
  for (TimelinePhase ph : phases) {
    if (ph.startMs + 1e-12 < gpuStart || ph.startMs + 1e-12 >= gpuPartsEnd) continue;
    gpuEnd = std::max(gpuEnd, ph.startMs + ph.ms);
    ph.startMs -= gpuStart;
    gpuPhases << ph;
  }
  m_timelineGpu->setPhases(
      gpuPhases,
      tr("From the upload to the download, zoomed: %1 ms").arg(gpuEnd - gpuStart, 0, 'g', 3));
}

Status SpeedPanel::noResultYet() const {
  return Status::error(StatusCode::InvalidArgument,
                       tr("nothing to export yet: run the sweep first").toStdString());
}

Status SpeedPanel::exportPng(const QString& path) {
  if (!m_result) return noResultYet();
  QByteArray png;
  QBuffer buffer(&png);
  buffer.open(QIODevice::WriteOnly);
  if (!speed::renderFigure(*m_result, partsSide()).save(&buffer, "PNG"))
    return Status::error(StatusCode::OutOfMemory,
                         tr("the chart could not be encoded as PNG").toStdString());
  return speed::writeOutput(path, png);
}

Status SpeedPanel::exportCsv(const QString& path) {
  if (!m_result) return noResultYet();
  return speed::writeOutput(path, speed::formatCsv(*m_result).toUtf8());
}

void SpeedPanel::chooseExport(bool png) {
  const QString path = QFileDialog::getSaveFileName(
      this, png ? tr("Export the chart") : tr("Export the sweep as CSV"),
      png ? QStringLiteral("sweep.png") : QStringLiteral("sweep.csv"),
      png ? tr("PNG image (*.png)") : tr("CSV table (*.csv)"));
  if (path.isEmpty()) return;
  const Status written = png ? exportPng(path) : exportCsv(path);
  m_status->setText(
      written ? tr("Wrote %1").arg(path)
              : tr("Could not write %1: %2").arg(path, QString::fromStdString(written.message)));
}

QString SpeedPanel::crossoverText() const {
  return m_words->text();
}

QString SpeedPanel::timelineCaption() const {
  return m_timeline->caption();
}

QString SpeedPanel::crossoverToolTip() const {
  return m_words->toolTip();
}

QString SpeedPanel::statusText() const {
  return m_status->text();
}

}  // namespace convscope::gui::speed_tab
