#include "gui/panels/thread_mapping.h"

#include <algorithm>

#include "common/device_facts.h"
#include "convscope/cpu_info.h"
#include "convscope/memory_access.h"
#include "convscope/reference_gpu.h"
#include "gui/panels/block_size_control.h"
#include "gui/panels/inspector_text.h"
#include "gui/panels/mapping_panel.h"
#include "gui/widgets/number_format.h"
#include "model/replay_controller.h"
#include "model/step_player.h"
#include "model/workbench_model.h"

namespace convscope::gui {

using model::CellRuns;
using model::cellRunsFromSchedule;
using model::GpuRunReport;
using model::kDefaultOverlay;
using enum model::OverlayFlag;
using model::ReplayController;
using model::scheduleFromRecord;
using model::StepPlayer;
using model::WorkbenchModel;
using model::WorkbenchSnapshot;

namespace {
const QColor kInspect(0x6D, 0x28, 0xD9);  // violet: neither the CPU's orange nor the GPU's green

QString blockName(Dim2 b) {
  return QStringLiteral("%1×%2").arg(b.x).arg(b.y);
}
}  // namespace

ThreadMapping::ThreadMapping(const MappingViews& views, MappingPanel* panel,
                             ReplayController* replay, const StepPlayer* player, QObject* parent)
    : QObject(parent), m_views(views), m_panel(panel), m_replay(replay), m_player(player) {
  m_gpuView = m_views.gpuOutput;
  m_cpuView = m_views.cpuOutput;
  m_views.gpuOutput->setOverlay(&m_gpuOverlay);
  m_views.cpuOutput->setOverlay(&m_cpuOverlay);
  for (ChannelView* v : {m_views.cpuOutput, m_views.gpuOutput}) {
    const bool gpu = v == m_views.gpuOutput;
    v->setHoverTracking(true);
    connect(v, &ChannelView::cellHovered, this, [this, gpu](QPoint c) { onHover(gpu, c); });
    connect(v, &ChannelView::cellClicked, this, [this, gpu](QPoint c) { onClick(gpu, c); });
    connect(v, &ChannelView::hoverLeft, this, [this] {
      if (m_pinned || !m_inspecting) return;
      m_inspecting = false;
      refreshInspector();
    });
  }
  connect(m_replay, &ReplayController::timeChanged, this, [this](double t) {
    m_gpuOverlay.setTime(t);
    applyFlags();
  });
  connect(m_replay, &ReplayController::playingChanged, this, [this](bool playing) {
    // The replay colours blocks by who ran them: turn that on rather than play an empty show.
    if (playing && m_model && !(flags() & kOverlayUnits))
      m_model->setOverlay(flags() | kOverlayUnits);
  });
  applyFlags();
}

ThreadMapping::~ThreadMapping() {
  // A view that outlives this object must not paint (or free) the overlays it no longer has.
  for (const QPointer<ChannelView>& v : {m_gpuView, m_cpuView})
    if (v) v->setOverlay(nullptr);
}

void ThreadMapping::bind(WorkbenchModel& model) {
  m_model = &model;
  model.addViewer(this);
  applyFlags();
}

void ThreadMapping::onSnapshot(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) {
  if (now.problemDiffers(before)) {
    setProblem(now.problem.get(), paddingAmount(now.params));
    setLaunch(now.launch.get());
  } else if (now.launch != before.launch) {
    setLaunch(now.launch.get());
  }
  if (now.cpuTiles != before.cpuTiles) setCpuTiles(now.cpuTiles);
  if (now.gpu.report && now.gpu.report != before.gpu.report) setGpuReport(*now.gpu.report);
  if (now.overlay != before.overlay) applyFlags();
}

void ThreadMapping::setProblem(const ConvProblem* problem, int ring) {
  m_ring = ring;
  m_hasReport = false;
  m_blockTimes.clear();
  m_tiles.reset();
  m_cpuOverlay.setLaunch({}, true);
  m_cpuOverlay.setRuns({});
  m_replay->clear();
  m_panel->setBlockTimes({}, QString());
  if (problem) {
    m_geometry = problem->geometry;
  } else {
    m_geometry.reset();
  }
  m_launch.reset();  // the model's launch for this problem follows (setLaunch)
  if (m_inspecting &&
      (!m_geometry || m_cell.x() >= m_geometry->outWidth || m_cell.y() >= m_geometry->outHeight)) {
    m_inspecting = m_pinned = false;
  }
  refreshInspector();
}

void ThreadMapping::setLaunch(const LaunchGeometry* launch) {
  m_launch.reset();
  if (launch) m_launch = *launch;
  m_gpuOverlay.setLaunch(m_launch.value_or(LaunchGeometry{}));
  // Runs recorded for another block size do not describe this launch.
  m_gpuOverlay.setRuns({});
  m_replay->clear();
  m_panel->setLaunch(m_launch ? &*m_launch : nullptr);
  applyReserve();
  refreshCaption();
  refreshInspector();
  m_views.gpuOutput->requestFrame();
}

void ThreadMapping::setCpuTiles(std::shared_ptr<const TileRecord> tiles) {
  m_tiles = std::move(tiles);
  if (m_tiles && m_geometry && m_tiles->tilesX > 0) {
    LaunchGeometry tiling;
    tiling.output = {m_geometry->outWidth, m_geometry->outHeight};
    tiling.block = {m_tiles->tileWidth, m_tiles->tileHeight};
    tiling.grid = {m_tiles->tilesX, m_tiles->tilesY};
    m_cpuOverlay.setLaunch(tiling, true);
    CellRuns runs;
    runs.unit = m_tiles->threadOfTile;
    runs.startUs.assign(runs.unit.size(), 0.0f);
    runs.endUs.assign(runs.unit.size(), 0.0f);
    m_cpuOverlay.setRuns(std::move(runs));
  } else {
    m_cpuOverlay.setLaunch({}, true);
  }
  applyFlags();
  refreshCaption();
  refreshInspector();
}

void ThreadMapping::setGpuReport(const GpuRunReport& report) {
  m_hasReport = true;
  m_report = report;
  // Emulated, the time per block shape is the model's (memory_access.h), not the CPU's.
  const ReferenceGpu& gpu = defaultReferenceGpu();
  m_blockTimes[blockName(report.launch.block)] =
      report.emulated() && m_geometry
          ? modelledKernelSeconds(*m_geometry, KernelVariant::Global, report.launch.block, gpu) *
                1e3
          : report.launchMs();
  m_panel->setBlockTimes(m_blockTimes,
                         report.emulated() ? QString::fromStdString(gpu.name) : QString());
  // Emulated, the blocks ran on CPU workers in the order they freed up: on a busy machine one
  // worker took them all, and in any case two workers are not a GPU. The schedule shown is the
  // model's over the reference card's SMs (block_schedule.h), labelled so everywhere.
  BlockSchedule schedule;
  if (report.emulated()) {
    const double kernelUs =
        m_blockTimes.value(blockName(report.launch.block)) * 1e3 - defaultAssumptions().launchUs;
    schedule = modelledBlockSchedule(report.launch.blockCount(), report.launch.threadsPerBlock(),
                                     gpu.smCount, gpu.maxThreadsPerSm, std::max(0.01, kernelUs));
  } else if (report.blocks) {
    schedule = scheduleFromRecord(*report.blocks);
  }
  if (m_launch && report.launch.grid == m_launch->grid && !schedule.runs.empty()) {
    m_gpuOverlay.setRuns(cellRunsFromSchedule(schedule, m_launch->blockCount()));
    m_replay->setSchedule(std::move(schedule), report.emulated());
  } else {
    m_gpuOverlay.setRuns({});
    m_replay->clear();
  }
  applyFlags();
  refreshCaption();
  refreshInspector();
}

int ThreadMapping::flags() const {
  return m_model ? m_model->overlay() : kDefaultOverlay;
}

void ThreadMapping::applyFlags() {
  const int flags = this->flags();
  int gpu = flags;
  if (m_replay->hasSchedule() && m_replay->timeUs() < m_replay->durationUs()) gpu |= kOverlayReplay;
  m_gpuOverlay.setFlags(gpu);
  m_gpuOverlay.setTime(m_replay->timeUs());
  // The CPU side has no warps or idle threads: it shows its tiles when asked who computed what.
  m_cpuOverlay.setFlags((flags & kOverlayUnits) ? (kOverlayBorders | kOverlayUnits) : 0);
  // One palette serves both sides: colour i is CPU thread i on the left and SM (or emulated
  // worker) i on the right; SM ids beyond 8 repeat the colours.
  QStringList legend;
  if (flags & kOverlayUnits) {
    const int gpuUnits = m_replay->hasSchedule() ? m_replay->schedule().unitCount : 0;
    const int cpuUnits = m_tiles ? m_tiles->threadCount : 0;
    for (int i = 0; i < std::min(8, std::max(gpuUnits, cpuUnits)); ++i) {
      QStringList names;
      if (i < cpuUnits) names << tr("CPU thread %1").arg(i);
      if (i < gpuUnits)
        names << (gpuUnits > 8 ? tr("SM %1, %2, …").arg(i).arg(i + 8) : tr("SM %1").arg(i));
      legend << names.join(QStringLiteral(" / "));
    }
  }
  // Said once, after the last SM: the schedule is the model's when no device ran the kernel.
  if (!legend.isEmpty() && m_replay->hasSchedule() && m_replay->modelled())
    legend.back() = tr("%1 (model: the %2's SMs)")
                        .arg(legend.back(), QString::fromStdString(defaultReferenceGpu().name));
  m_panel->setLegend(legend);
  applyReserve();
  m_views.gpuOutput->requestFrame();
  m_views.cpuOutput->requestFrame();
}

void ThreadMapping::applyReserve() {
  // Idle threads lie past the output's right and bottom edges: every view keeps room for them,
  // so the four views stay the same size and line up.
  int reserve = m_ring;
  if (m_launch && (flags() & kOverlayIdle)) {
    reserve = std::max({reserve, m_launch->grid.x * m_launch->block.x - m_launch->output.x,
                        m_launch->grid.y * m_launch->block.y - m_launch->output.y});
  }
  for (ChannelView* v : {m_views.cpuInput, m_views.cpuOutput, m_views.gpuInput, m_views.gpuOutput})
    v->setReserve(reserve);
}

void ThreadMapping::refreshCaption() {
  if (!m_launch) {
    m_panel->setCaption(QString());
    return;
  }
  const int cpuThreads = m_tiles ? m_tiles->threadCount : defaultThreadCount();
  QStringList parts;
  // Spelled out per count: %n plurals need a translation file even in English.
  // Whose threads each count is: the CPU engine's for the CPU output, and, emulated, the CPU
  // threads that stand in for the GPU, in the Timings tab's words ("Emulation on 2 CPU threads").
  parts << (cpuThreads == 1 ? tr("CPU output: 1 thread")
                            : tr("CPU output: %1 threads").arg(cpuThreads));
  if (!m_hasReport) {
    parts << tr("GPU not run yet");
  } else if (m_report.emulated()) {
    const int workers = m_report.emulationWorkers;
    parts << (workers == 1 ? tr("GPU emulated on 1 CPU thread")
                           : tr("GPU emulated on %1 CPU threads").arg(workers));
    // Two workers must not read as "a GPU runs two blocks at a time": say what a card has.
    const ReferenceGpu& card = defaultReferenceGpu();
    parts << tr("a modelled %1: %2 SMs").arg(QString::fromStdString(card.name)).arg(card.smCount);
  } else {
    int sms = m_report.blocks ? m_report.blocks->unitCount : 0;
    if (sms <= 0) {
      const auto& device = app::deviceFacts();
      sms = device ? device->smCount : 0;
    }
    if (sms > 0) parts << (sms == 1 ? tr("1 SM") : tr("%1 SMs").arg(sms));
  }
  parts << tr("%1 GPU threads").arg(formatCount(m_launch->totalThreads()));
  m_panel->setCaption(parts.join(QStringLiteral(" · ")));
}

void ThreadMapping::onHover(bool gpuSide, QPoint cell) {
  if (m_pinned) return;
  inspect(gpuSide, cell, false);
}

void ThreadMapping::onClick(bool gpuSide, QPoint cell) {
  if (m_pinned && m_gpuSide == gpuSide && m_cell == cell) {
    unpin();
    return;
  }
  inspect(gpuSide, cell, true);
}

void ThreadMapping::inspect(bool gpuSide, QPoint cell, bool pin) {
  m_inspecting = true;
  m_pinned = pin;
  m_gpuSide = gpuSide;
  m_cell = cell;
  refreshInspector();
}

void ThreadMapping::unpin() {
  m_pinned = false;
  m_inspecting = false;
  refreshInspector();
}

void ThreadMapping::refreshInspector() {
  const bool valid = m_inspecting && m_geometry && m_cell.x() >= 0 && m_cell.y() >= 0 &&
                     m_cell.x() < m_geometry->outWidth && m_cell.y() < m_geometry->outHeight;
  QList<CellHighlight> inputCells;
  QStringList lines;
  if (valid) {
    const int x = m_cell.x();
    const int y = m_cell.y();
    for (const QPoint& p : tapPositions(*m_geometry, x, y))
      inputCells.append({QRect(p, QSize(1, 1)), kInspect, 3.0, true});
    if (m_gpuSide) {
      GpuInspection facts;
      facts.launch = m_launch ? &*m_launch : nullptr;
      facts.geometry = &*m_geometry;
      facts.schedule = m_replay->hasSchedule() ? &m_replay->schedule() : nullptr;
      facts.modelled = m_replay->modelled();
      lines = gpuInspectorLines(facts, x, y);
    } else {
      CpuInspection facts;
      facts.step = m_player->stepOfPixel(x, y);
      facts.steps = m_player->count();
      facts.tiles = m_tiles.get();
      lines = cpuInspectorLines(facts, x, y);
    }
  }
  m_panel->setInspector(lines, valid && m_pinned);
  const QList<CellHighlight> outputMark =
      valid ? QList<CellHighlight>{{QRect(m_cell, QSize(1, 1)), kInspect, 4.0, false}}
            : QList<CellHighlight>{};
  m_views.gpuInput->setHighlights(valid && m_gpuSide ? inputCells : QList<CellHighlight>{});
  m_views.gpuOutput->setHighlights(valid && m_gpuSide ? outputMark : QList<CellHighlight>{});
  const QList<CellHighlight> cpu = valid && !m_gpuSide ? inputCells : QList<CellHighlight>{};
  if (!(cpu.isEmpty() && m_cpuHighlights.isEmpty())) {
    m_cpuHighlights = cpu;
    m_cpuOutputMark = valid && !m_gpuSide ? outputMark : QList<CellHighlight>{};
    emit cpuInputHighlightsChanged();
  }
}

}  // namespace convscope::gui
