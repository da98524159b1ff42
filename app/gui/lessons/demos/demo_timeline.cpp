#include "gui/lessons/demos/demo_timeline.h"

#include <QCoreApplication>
#include <QVBoxLayout>
#include <algorithm>

#include "gui/lessons/demos/demo_data_path.h"
#include "gui/widgets/theme.h"
#include "lesson_text/reference_gpus.h"

namespace convscope::lessons {

namespace {

// Where the GPU's part begins on the CPU's row: its first modelled phase, the copy, after the
// decoding and converting measured here.
double copyStartMs(const QList<gui::TimelinePhase>& phases) {
  for (const gui::TimelinePhase& ph : phases)
    if (ph.lane == 0 && ph.model) return ph.startMs;
  return 0;
}

}  // namespace

QList<gui::TimelinePhase> timelineFor(const Channel& input, long long outputPixels,
                                      const app::HostPhaseTimes& host) {
  const QList<DataStage> stages = dataStages(input, outputPixels, host);
  const double decode = stages[0].seconds * 1e3, convert = stages[1].seconds * 1e3;
  const double upload = stages[2].seconds * 1e3;
  const double download = stages[4].seconds * 1e3;
  // Chapter 6's figure is the launch and the kernel together: here they are two bars that add
  // up to it, never the launch counted twice.
  const double launch = std::min(modelLaunchSeconds() * 1e3, stages[3].seconds * 1e3);
  const double kernel = stages[3].seconds * 1e3 - launch;
  QList<gui::TimelinePhase> t;
  // Each phase starts where the one before it on its row ended; `kind` picks its colour.
  auto add = [&t](int lane, const QString& name, const char* kind, double ms, bool model,
                  double& clock) {
    t << gui::TimelinePhase{
        lane, name, clock, ms, gui::timelinePhaseColor(QString::fromLatin1(kind)), model};
    clock += ms;
  };
  double cpu = 0;
  add(0, QCoreApplication::translate("convscope::lessons::TimelineDemo", "decode"), "decode",
      decode, false, cpu);
  add(0, QCoreApplication::translate("convscope::lessons::TimelineDemo", "convert"), "convert",
      convert, false, cpu);
  const double prepared = cpu;
  add(0, QCoreApplication::translate("convscope::lessons::TimelineDemo", "copy + launch"), "upload",
      upload + launch, true, cpu);
  add(0, QCoreApplication::translate("convscope::lessons::TimelineDemo", "wait for the GPU"),
      "wait", kernel + download, true, cpu);
  double gpu = 0;
  add(1, QCoreApplication::translate("convscope::lessons::TimelineDemo", "waits for data"), "wait",
      prepared, false, gpu);
  // The upload as chapter 6 shows it; the launch that follows it is its own (short) bar.
  add(1, QCoreApplication::translate("convscope::lessons::TimelineDemo", "upload"), "upload",
      upload, true, gpu);
  add(1, QCoreApplication::translate("convscope::lessons::TimelineDemo", "launch"), "launch",
      launch, true, gpu);
  add(1, QCoreApplication::translate("convscope::lessons::TimelineDemo", "kernel"), "kernel",
      kernel, true, gpu);
  add(1, QCoreApplication::translate("convscope::lessons::TimelineDemo", "download"), "download",
      download, true, gpu);
  return t;
}

TimelineDemo::TimelineDemo(QWidget* parent) : LessonDemo(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(10);
  m_whole = new gui::TimelineStrip(this);
  m_enlarged = new gui::TimelineStrip(this);
  // The whole run's short bars are the enlarged strip's: its legend names them for both.
  m_whole->setLegendShown(false);
  for (gui::TimelineStrip* strip : {m_whole, m_enlarged}) {
    strip->setFont(gui::uiFont(1.0));
    layout->addWidget(strip);
  }
  layout->addStretch(1);
  layout->addWidget(
      sourceTag(Source::MeasuredHere, tr("solid: CPU steps timed here on this image"), this));
  layout->addWidget(modelGpuTag(tr("striped: GPU steps"), this));
}

void TimelineDemo::setContext(const DemoContext& context) {
  LessonDemo::setContext(context);
  if (!context.input || !context.hostPhases) return;
  m_phases = timelineFor(*context.input, outputPixels(context), *context.hostPhases);
  const double end = gui::phasesEndMs(m_phases), from = copyStartMs(m_phases);
  // Each phase says its time, on its bar or in the legend where the bar is too short for words.
  QList<gui::TimelinePhase> named = m_phases;
  for (gui::TimelinePhase& ph : named)
    ph.name = QStringLiteral("%1 %2").arg(ph.name, formatSeconds(ph.ms / 1e3));
  m_whole->setPhases(named, tr("The whole run: %1").arg(formatSeconds(end / 1e3)));
  m_enlarged->setPhases(
      phasesBetween(named, from, end),
      tr("Enlarged: the last %1, from the copy on").arg(formatSeconds((end - from) / 1e3)));
}

}  // namespace convscope::lessons
