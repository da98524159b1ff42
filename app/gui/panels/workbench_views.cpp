#include "gui/panels/workbench_views.h"

#include <QTimer>
#include <algorithm>
#include <memory>

#include "common/engine_table.h"
#include "gui/gl/channel_view.h"
#include "gui/panels/channel_pane.h"
#include "gui/panels/formula_view.h"
#include "gui/panels/step_controls.h"
#include "gui/panels/thread_mapping.h"
#include "gui/widgets/number_format.h"
#include "gui/widgets/theme.h"
#include "model/step_player.h"
#include "model/view_sync.h"
#include "model/workbench_model.h"

namespace convscope::gui {

using model::StepPlayer;
using model::WorkbenchModel;
using model::WorkbenchSnapshot;

namespace {

// How long a new CPU output may take before its view says it is being computed: small outputs
// arrive from the worker within a frame or two, and a message flashing on every edit distracts.
constexpr int kComputingHintMs = 150;

}  // namespace

WorkbenchViews::WorkbenchViews(WorkbenchModel& model, const Parts& parts, QObject* parent)
    : QObject(parent), m_model(model), m_parts(parts) {
  m_computingHint = new QTimer(this);
  m_computingHint->setSingleShot(true);
  m_computingHint->setInterval(kComputingHintMs);
  connect(m_computingHint, &QTimer::timeout, this, [this] {
    if (m_model.cpuOutput()) return;
    m_parts.cpuOutput->view()->clear();
    m_parts.cpuOutput->view()->setPlaceholder(tr("Computing the CPU output…"));
  });

  StepPlayer* player = model.player();
  connect(player, &StepPlayer::positionChanged, this, &WorkbenchViews::onStep);
  connect(player, &StepPlayer::playingChanged, this, &WorkbenchViews::updateProgressLine);
  // A click on the CPU output jumps the step there.
  connect(m_parts.cpuOutput->view(), &ChannelView::cellClicked, this,
          [player](QPoint p) { player->seek(player->stepOfPixel(p.x(), p.y())); });
  connect(m_parts.mapping, &ThreadMapping::cpuInputHighlightsChanged, this,
          &WorkbenchViews::onStep);

  for (ChannelPane* pane : {parts.cpuInput, parts.cpuOutput, parts.gpuInput, parts.gpuOutput})
    pane->setTitle(tr("…\n…"));
  for (ChannelPane* pane : {parts.cpuInput, parts.gpuInput})
    pane->setMapping({app::ColourMap::Gray, 0, 255});
  model.addViewer(this);
}

void WorkbenchViews::onSnapshot(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) {
  if (now.input != before.input) onInputChanged();
  if (now.problemDiffers(before)) onProblemChanged();
  if (now.cpuOutput != before.cpuOutput && now.cpuOutput) onCpuOutputChanged();
  if (now.cpuMs != before.cpuMs) updateProgressLine();
  // Once the GPU side is live its output view shows the last output, never the prompt.
  if ((now.gpuLive && !before.gpuLive) || (now.gpu.report && now.gpu.report != before.gpu.report))
    m_parts.gpuOutput->view()->setPlaceholder(QString());
}

void WorkbenchViews::onInputChanged() {
  const std::shared_ptr<const Channel> input = m_model.input();
  m_parts.cpuInput->view()->setChannel(input);
  m_parts.gpuInput->view()->setChannel(input);
  m_parts.sync->fit();
}

void WorkbenchViews::onProblemChanged() {
  const std::shared_ptr<const Channel> input = m_model.input();
  const ConvParams& params = m_model.params();
  const int ring = paddingAmount(params);
  for (ChannelPane* pane : {m_parts.cpuInput, m_parts.gpuInput})
    pane->view()->setPaddingRing(ring, params.padding);
  for (ChannelPane* pane : {m_parts.cpuOutput, m_parts.gpuOutput}) pane->view()->setReserve(ring);

  const QString paddingLabel = params.padding == Padding::Replicate ? tr("replicate")
                               : params.padding == Padding::Reflect ? tr("reflect")
                                                                    : tr("zero");
  const QString inputTitle =
      ring > 0 ? tr("Input %1 × %2\n%3 padding around it")
                     .arg(input->width)
                     .arg(input->height)
                     .arg(paddingLabel)
               : tr("Input %1 × %2\nno padding").arg(input->width).arg(input->height);
  m_parts.cpuInput->setTitle(inputTitle);
  m_parts.gpuInput->setTitle(inputTitle);

  ChannelView* cpuOut = m_parts.cpuOutput->view();
  ChannelView* gpuOut = m_parts.gpuOutput->view();
  const ConvProblem* problem = m_model.problem();
  if (!problem) {
    // The kernel editor's parameters say what to change; the views and timings say why.
    const QString why = QString::fromStdString(m_model.problemStatus().message);
    m_computingHint->stop();
    m_parts.formula->clearStep();
    cpuOut->clear();
    cpuOut->setPlaceholder(why);
    gpuOut->setPlaceholder(why);
    m_parts.cpuOutput->setTitle(tr("Output\nnothing to compute"));
    m_parts.gpuOutput->setTitle(tr("Output\nnothing to compute"));
    m_parts.stepControls->setProgressText(QString());
    return;
  }
  const ConvGeometry& g = problem->geometry;
  m_parts.cpuOutput->setTitle(
      tr("Output %1 × %2\nfilled step by step").arg(g.outWidth).arg(g.outHeight));
  m_parts.gpuOutput->setTitle(
      tr("Output %1 × %2\nwritten by one launch").arg(g.outWidth).arg(g.outHeight));
  // The last output stays until the new one arrives when it has the same size (within a frame
  // or two for small ones); a new size would misplace it.
  if (cpuOut->imageWidth() != g.outWidth || cpuOut->imageHeight() != g.outHeight) cpuOut->clear();
  m_computingHint->start();
  gpuOut->setPlaceholder(m_model.gpuLive() ? QString() : tr("Press “Run on GPU”"));
  onStep();
}

void WorkbenchViews::onCpuOutputChanged() {
  const app::ValueMapping& mapping = m_model.outputMapping();
  m_parts.cpuOutput->setMapping(mapping);
  m_parts.gpuOutput->setMapping(mapping);
  m_computingHint->stop();
  m_parts.cpuOutput->view()->setChannel(m_model.cpuOutput());
  m_parts.cpuOutput->view()->setPlaceholder(QString());
  onStep();
}

void WorkbenchViews::onStep() {
  StepPlayer* player = m_model.player();
  if (!m_model.problem() || !player->hasProblem()) return;
  const Step step = player->current();
  m_parts.formula->setStep(step);
  QList<CellHighlight> taps;
  int minX = step.taps[0].x, minY = step.taps[0].y, maxX = minX, maxY = minY;
  for (const Tap& tap : step.taps) {
    taps.append({QRect(tap.x, tap.y, 1, 1), colours::kCpu, 2.0, true});
    minX = std::min(minX, tap.x);
    minY = std::min(minY, tap.y);
    maxX = std::max(maxX, tap.x);
    maxY = std::max(maxY, tap.y);
  }
  // The whole window's outline, drawn last so it stays on top of the tap cells.
  taps.append({QRect(minX, minY, maxX - minX + 1, maxY - minY + 1), colours::kCpu, 5.0, false});
  taps.append(m_parts.mapping->cpuInputHighlights());
  ChannelView* cpuIn = m_parts.cpuInput->view();
  ChannelView* cpuOut = m_parts.cpuOutput->view();
  cpuIn->setHighlights(taps);
  QList<CellHighlight> marks = {{QRect(step.outX, step.outY, 1, 1), colours::kCpu, 5.0, false}};
  marks.append(m_parts.mapping->cpuOutputHighlights());
  cpuOut->setHighlights(marks);
  cpuOut->setShownCount(step.index + 1);
  if (m_parts.sync->zoom() > 1.0) cpuIn->ensureVisible((minX + maxX) / 2, (minY + maxY) / 2);
  updateProgressLine();
}

QString WorkbenchViews::progressText(long long k, long long n, QPoint pixel, double speed,
                                     double referenceMs) const {
  QString text = tr("<b>Step %1 of %2</b> · output pixel (%3, %4)")
                     .arg(formatCount(k), formatCount(n))
                     .arg(pixel.x())
                     .arg(pixel.y());
  text +=
      QStringLiteral("<br>") + tr("At %1 steps/s: %2 so far; the whole image would take <b>%3</b>")
                                   .arg(formatNumber(speed, 0), formatDuration(k / speed * 1000.0),
                                        formatDuration(n / speed * 1000.0));
  if (referenceMs >= 0)
    text += tr(" — the real CPU loop does all %1 pixels in <b>%2</b>.")
                .arg(formatCount(n), formatDuration(referenceMs));
  return text;
}

void WorkbenchViews::updateProgressLine() {
  if (!m_model.problem()) return;
  StepPlayer* player = m_model.player();
  const long long n = player->count();
  const Step step = player->current();
  // About the longest this line gets, for any image: its room is kept from the start.
  constexpr long long kLongest = 99'999'999;
  m_parts.stepControls->setProgressSample(
      progressText(kLongest, kLongest, {9999, 9999}, StepPlayer::kMaxSpeed - 1, 999.99));
  m_parts.stepControls->setProgressText(
      progressText(player->position() + 1, n, {step.outX, step.outY}, player->speed(),
                   m_model.cpuMilliseconds(app::referenceEngine())));
}

}  // namespace convscope::gui
