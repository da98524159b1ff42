#include "gui/main_window.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QFocusEvent>
#include <QFrame>
#include <QGridLayout>
#include <QGroupBox>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QSignalBlocker>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <vector>

#include "common/value_mapping.h"
#include "convscope/engines.h"
#include "gui/lessons/glossary.h"
#include "gui/lessons/lesson_mode.h"
#include "gui/panels/block_size_control.h"
#include "gui/panels/channel_pane.h"
#include "gui/panels/cpu_timing_panel.h"
#include "gui/panels/formula_view.h"
#include "gui/panels/gpu_panel.h"
#include "gui/panels/input_panel.h"
#include "gui/panels/kernel_editor.h"
#include "gui/panels/layer/layer_panel.h"
#include "gui/panels/mapping_panel.h"
#include "gui/panels/speed/speed_panel.h"
#include "gui/panels/step_controls.h"
#include "gui/state/cpu_runner.h"
#include "gui/state/gpu_runner.h"
#include "gui/state/replay_controller.h"
#include "gui/state/step_player.h"
#include "gui/state/view_sync.h"
#include "gui/thread_mapping.h"
#include "gui/widgets/column_scroll_area.h"
#include "gui/widgets/focus_keys.h"
#include "gui/widgets/number_format.h"
#include "gui/widgets/pinned_column.h"
#include "gui/widgets/side_drawer.h"
#include "gui/widgets/theme.h"
#include "gui/widgets/translation.h"
#include "gui/widgets/views_first_grid.h"
#include "gui/window_menus.h"

namespace convscope::gui {

namespace {

// How long a new CPU output may take before its view says it is being computed: small outputs
// arrive from the worker within a frame or two, and a message flashing on every edit distracts.
constexpr int kComputingHintMs = 150;

QLabel* sideTitle(const QString& text, const QColor& colour, QWidget* parent) {
  auto* label = new QLabel(text, parent);
  label->setFont(uiFont(1.3, true));
  label->setWordWrap(true);
  label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  label->setStyleSheet(
      QStringLiteral("color: %1; border-bottom: 3px solid %1; padding-bottom: 2px;")
          .arg(colours::onWindow(colour).name()));
  return label;
}

}  // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
  setWindowTitle(tr("ConvScope — why convolution runs on GPUs"));
  setAcceptDrops(true);
  m_state = new WindowState(this);
  m_sync = new ViewSync(this);
  m_replay = new ReplayController(this);

  auto* central = new QWidget(this);
  auto* layout = new QHBoxLayout(central);
  layout->setContentsMargins(10, 8, 10, 6);
  layout->setSpacing(12);
  m_settings = buildSidebar(central);
  m_sides = buildSides();
  layout->addWidget(m_settings);
  layout->addWidget(m_sides, 1);
  // The column stays beside the views while each of the four keeps a size a class can read.
  m_settings->setWidthBeside(
      [grid = m_grid] { return grid->widthForStretchColumns(ChannelPane::kLargeSide); });
  // Speed tab: beside the workbench, told of every input and kernel change below.
  m_pages = new QTabWidget(this);
  m_pages->setDocumentMode(true);
  m_pages->setAccessibleName(tr("Workbench and Speed"));
  m_pages->addTab(central, tr("Workbench"));
  m_speed = new speed_tab::SpeedPanel(m_pages);
  m_pages->addTab(m_speed, tr("Speed"));
  m_layer = new LayerPanel(m_state, m_pages);
  m_pages->addTab(m_layer, tr("Layer"));
  // At the top left, next to where the drawer opens; the Speed tab has no settings column.
  m_pages->setCornerWidget(m_settings->button(), Qt::TopLeftCorner);
  connect(m_pages, &QTabWidget::currentChanged, m_settings,
          [this](int page) { m_settings->setPageShown(page == 0); });
  setCentralWidget(m_pages);
  m_menus = new WindowMenus(this);
  m_lessons = new lessons::LessonMode(*this, layout);

  auto* keys = new QLabel(
      tr("Keys: Space play/pause · ← → one step · Home/End first/last · "
         "[ ] slower/faster · + − zoom · F fit · G run on GPU · click an output pixel to jump "
         "there · drag to pan, wheel to zoom"),
      this);
  keys->setStyleSheet(QStringLiteral("color: %1; padding: 2px 6px;").arg(colours::muted().name()));
  // The hint may be cut on a small screen; it must not force the window wider.
  keys->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  keys->setToolTip(keys->text());
  statusBar()->addWidget(keys, 1);

  m_computingHint = new QTimer(this);
  m_computingHint->setSingleShot(true);
  m_computingHint->setInterval(kComputingHintMs);
  connect(m_computingHint, &QTimer::timeout, this, [this] {
    if (m_state->cpuOutput()) return;
    m_cpuOut->view()->clear();
    m_cpuOut->view()->setPlaceholder(tr("Computing the CPU output…"));
  });
  m_state->attachGpuOutput(m_gpuOut->view()->outputSurface());
  m_mapping =
      new ThreadMapping({m_cpuIn->view(), m_cpuOut->view(), m_gpuIn->view(), m_gpuOut->view()},
                        m_mappingPanel, m_replay, player(), this);
  bindState();
  connectMapping();

  qApp->installEventFilter(this);
  m_state->setInputRequest(m_inputPanel->request());
  // The documented keys work from the first moment: focus starts on a view, not on the first
  // control in the tab order (the image combo box, which would take Space, End and letters).
  m_cpuIn->view()->setFocus(Qt::OtherFocusReason);
}

// Panels write through the state; the state's signals update the views and panels.
void MainWindow::bindState() {
  // The Speed tab measures the image and kernel the workbench shows.
  connect(m_state, &WindowState::inputLoaded, this, [this](const LoadedInput& loaded) {
    if (!loaded.channel) return;
    const QFileInfo file(loaded.request.source);
    m_speed->setInput(loaded.channel->width, loaded.channel->height,
                      file.isFile() ? file.size() : 0,
                      loaded.decoded.isNull() ? 4 : std::max(1, loaded.decoded.depth() / 8));
  });
  connect(m_state, &WindowState::kernelChanged, this,
          [this] { m_speed->setConvolution(m_state->kernel(), m_state->params()); });
  // Its timeline ends with the draw: how this window put its last GPU output on screen.
  connect(m_gpuOut->view(), &ChannelView::contentShown, this, [this](const ViewDrawTiming& t) {
    m_speed->setWindowDraw(m_state->gpuRunner()->describeDraw(t));
  });
  m_speed->setConvolution(m_state->kernel(), m_state->params());
  {
    const QSignalBlocker quiet(m_kernelEditor);
    m_kernelEditor->setKernel(m_state->kernel());
    m_kernelEditor->setParams(m_state->params());
  }
  m_state->setBlock(m_mappingPanel->blockControl()->block());
  // The overlay choice lives in the state: the tab's toggles write it, and a state set in one
  // call (a lesson, settings, render) shows on them (and through them on the overlays).
  m_mappingPanel->setFlags(m_state->overlay());
  connect(m_mappingPanel, &MappingPanel::flagsChanged, m_state, &WindowState::setOverlay);
  connect(m_state, &WindowState::overlayChanged, m_mappingPanel, &MappingPanel::setFlags);
  connect(m_inputPanel, &InputPanel::requestChanged, this,
          [this] { m_state->setInputRequest(m_inputPanel->request()); });
  connect(m_state, &WindowState::inputRequestChanged, this,
          [this] { m_inputPanel->showRequest(m_state->inputRequest()); });
  connect(m_state, &WindowState::inputLoaded, m_inputPanel, &InputPanel::setLoaded);
  connect(m_state, &WindowState::inputChanged, this, &MainWindow::onInputChanged);
  connect(m_kernelEditor, &KernelEditor::changed, this,
          [this] { m_state->setKernel(m_kernelEditor->kernel(), m_kernelEditor->params()); });
  connect(m_state, &WindowState::kernelChanged, this, [this] {
    const QSignalBlocker quiet(m_kernelEditor);
    m_kernelEditor->setKernel(m_state->kernel());
    m_kernelEditor->setParams(m_state->params());
  });
  connect(m_state, &WindowState::problemChanged, this, &MainWindow::onProblemChanged);
  connect(m_state, &WindowState::cpuOutputChanged, this, &MainWindow::onCpuOutputChanged);

  StepPlayer* player = m_state->player();
  connect(player, &StepPlayer::positionChanged, this, &MainWindow::onStep);
  connect(player, &StepPlayer::playingChanged, this, &MainWindow::updateProgressLine);
  connect(m_cpuOut->view(), &ChannelView::cellClicked, this,
          [player](QPoint p) { player->seek(player->stepOfPixel(p.x(), p.y())); });

  const CpuRunner* cpu = m_state->cpuRunner();
  connect(cpu, &CpuRunner::progress, m_cpuTiming, &CpuTimingPanel::setProgress);
  connect(cpu, &CpuRunner::engineFinished, this, [this](CpuEngine e, double ms) {
    m_cpuTiming->setFinished(e, ms);
    m_gpuPanel->setCpuTimes(m_cpuTiming->milliseconds(CpuEngine::Reference),
                            m_cpuTiming->milliseconds(CpuEngine::Parallel));
    updateProgressLine();
  });
  connect(cpu, &CpuRunner::finished, m_cpuTiming, &CpuTimingPanel::setIdle);
  connect(cpu, &CpuRunner::cancelled, this,
          [this] { m_cpuTiming->setStopped(tr("Measurement cancelled.")); });
  connect(cpu, &CpuRunner::failed, m_cpuTiming, &CpuTimingPanel::setFailed);
  connect(m_cpuTiming, &CpuTimingPanel::cancelRequested, m_state, &WindowState::cancelCpuRuns);

  GpuRunner* gpu = m_state->gpuRunner();
  connect(m_gpuPanel, &GpuPanel::runRequested, m_state, &WindowState::requestGpuRun);
  connect(m_state, &WindowState::gpuLiveChanged, this,
          [this] { m_gpuOut->view()->setPlaceholder(QString()); });
  connect(gpu, &GpuRunner::pathChanged, this,
          [this, gpu] { m_gpuPanel->setPath(true, gpu->path(), gpu->reason()); });
  connect(gpu, &GpuRunner::started, m_gpuPanel, &GpuPanel::setRunning);
  connect(gpu, &GpuRunner::finished, this, [this](const GpuRunReport& r) {
    m_gpuPanel->setReport(r, m_cpuTiming->milliseconds(CpuEngine::Reference),
                          m_cpuTiming->milliseconds(CpuEngine::Parallel));
    m_gpuOut->view()->setPlaceholder(QString());
    m_mapping->setGpuReport(r);
  });
  connect(gpu, &GpuRunner::failed, m_gpuPanel, &GpuPanel::setFailed);
}

MainWindow::~MainWindow() {
  qApp->removeEventFilter(this);
}

ChannelView* MainWindow::cpuInputView() const {
  return m_cpuIn->view();
}
ChannelView* MainWindow::cpuOutputView() const {
  return m_cpuOut->view();
}
ChannelView* MainWindow::gpuInputView() const {
  return m_gpuIn->view();
}
ChannelView* MainWindow::gpuOutputView() const {
  return m_gpuOut->view();
}

SideDrawer* MainWindow::buildSidebar(QWidget* page) {
  auto* box = new QWidget(this);
  auto* layout = new QVBoxLayout(box);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(10);
  auto* inputBox = new QGroupBox(tr("1 · Input image"), box);
  auto* inputLayout = new QVBoxLayout(inputBox);
  m_inputPanel = new InputPanel(inputBox);
  inputLayout->addWidget(m_inputPanel);
  auto* kernelBox = new QGroupBox(tr("2 · Kernel and parameters"), box);
  // "Kernel" here is the 3×3 filter; on the GPU side it is the CUDA function: the tip tells both.
  kernelBox->setToolTip(lessons::glossaryTips({}, {"filter", "kernel"}));
  auto* kernelLayout = new QVBoxLayout(kernelBox);
  m_kernelEditor = new KernelEditor(kernelBox);
  kernelLayout->addWidget(m_kernelEditor);
  layout->addWidget(inputBox);
  layout->addWidget(kernelBox);
  layout->addStretch(1);

  // As wide as its controls need at the text size in use, no wider (the views need the room):
  // Ctrl+= widens it rather than cut a choice.
  auto* sidebar = new ColumnScrollArea(box, ColumnScrollArea::Asks::ContentHeight, this);
  sidebar->fitContentWidth(300);
  return new SideDrawer(sidebar, page);
}

void MainWindow::keepMappingPanelWhole(bool whole) {
  m_mappingPanel->setCompactInspector(whole);
  for (QWidget* w = m_mappingPanel->parentWidget(); w; w = w->parentWidget())
    if (auto* area = dynamic_cast<ColumnScrollArea*>(w)) {
      area->setAsks(whole ? ColumnScrollArea::Asks::WholeContent : ColumnScrollArea::Asks::Nothing);
      return;
    }
}

QWidget* MainWindow::buildSides() {
  auto* sides = new QWidget(this);
  auto* grid = new ViewsFirstGrid(sides);
  m_grid = grid;
  grid->setContentsMargins(0, 0, 0, 0);
  grid->setHorizontalSpacing(10);
  grid->setVerticalSpacing(8);

  m_cpuTitle = sideTitle(tr("CPU · one output pixel per step"), colours::kCpu, sides);
  m_gpuTitle = sideTitle(tr("GPU · every output pixel in one launch"), colours::kGpu, sides);
  m_gpuTitle->setToolTip(lessons::glossaryTips({}, {"launch", "kernel", "thread"}));
  m_cpuIn = new ChannelPane(m_sync, sides);
  m_cpuOut = new ChannelPane(m_sync, sides);
  m_gpuIn = new ChannelPane(m_sync, sides);
  m_gpuOut = new ChannelPane(m_sync, sides);

  auto* separator = new QFrame(sides);
  m_separator = separator;
  separator->setFrameShape(QFrame::VLine);
  separator->setStyleSheet(QStringLiteral("color: #C9CED6;"));

  auto* cpuBottom = new QWidget(sides);
  auto* cpuLayout = new QVBoxLayout(cpuBottom);
  cpuLayout->setContentsMargins(0, 0, 0, 0);
  cpuLayout->setSpacing(8);
  m_formula = new FormulaView(cpuBottom);
  m_stepControls = new StepControls(m_state->player(), sides);
  m_cpuTiming = new CpuTimingPanel(cpuBottom);
  cpuLayout->addWidget(m_formula);
  cpuLayout->addWidget(m_cpuTiming);
  cpuLayout->addStretch(1);
  // Under the views: when the window is short, this column scrolls rather than cut its text;
  // Play and the step buttons stay above it, in sight at 1280 × 720 and larger text.
  auto* cpuColumn = new PinnedColumn(
      m_stepControls, new ColumnScrollArea(cpuBottom, ColumnScrollArea::Asks::ContentHeight),
      sides);
  m_cpuColumn = cpuColumn;

  m_gpuPanel = new GpuPanel(sides);
  // Room for its longest text, so a new report never grows the row and resizes the views.
  m_gpuPanel->setMinimumHeight(lineSpacingForAnyScript(m_gpuPanel->font()) * 12);
  // Timings and the thread mapping share the space under the GPU views: both want the room, and
  // a teacher shows one story at a time.
  m_mappingPanel = new MappingPanel(m_replay);
  m_gpuTabs =
      makeGpuTabs(m_gpuPanel, tr("Timings"), m_mappingPanel, tr("Threads and blocks"), sides);

  grid->addWidget(m_cpuTitle, 0, 0, 1, 2);
  grid->addWidget(m_gpuTitle, 0, 3, 1, 2);
  grid->addWidget(m_cpuIn, 1, 0);
  grid->addWidget(m_cpuOut, 1, 1);
  grid->addWidget(separator, 0, 2, 3, 1);
  grid->addWidget(m_gpuIn, 1, 3);
  grid->addWidget(m_gpuOut, 1, 4);
  // Under the views: they give up height (and scroll) before the views do.
  grid->addWidgetBelow(cpuColumn, 2, 0, 1, 2);
  grid->addWidgetBelow(m_gpuTabs, 2, 3, 1, 2);
  grid->setRowStretch(1, 1);
  for (int c : {0, 1, 3, 4}) grid->setColumnStretch(c, 1);

  for (ChannelPane* pane : {m_cpuIn, m_cpuOut, m_gpuIn, m_gpuOut}) pane->setTitle(tr("…\n…"));
  for (ChannelPane* pane : {m_cpuIn, m_gpuIn}) pane->setMapping({app::ColourMap::Gray, 0, 255});
  return sides;
}

void MainWindow::onInputChanged() {
  const std::shared_ptr<const Channel> input = m_state->input();
  m_cpuIn->view()->setChannel(input);
  m_gpuIn->view()->setChannel(input);
  m_kernelEditor->setInputSize(input->width, input->height);
  m_sync->fit();
}

void MainWindow::onProblemChanged() {
  const std::shared_ptr<const Channel> input = m_state->input();
  const ConvParams& params = m_state->params();
  m_kernelEditor->setInputSize(input->width, input->height);
  const int ring = params.padding == Padding::None ? 0 : paddingAmount(params);
  for (ChannelPane* pane : {m_cpuIn, m_gpuIn}) pane->view()->setPaddingRing(ring, params.padding);
  for (ChannelPane* pane : {m_cpuOut, m_gpuOut}) pane->view()->setReserve(ring);

  const QString paddingLabel = params.padding == Padding::Replicate ? tr("replicate")
                               : params.padding == Padding::Reflect ? tr("reflect")
                                                                    : tr("zero");
  const QString inputTitle =
      ring > 0 ? tr("Input %1 × %2\n%3 padding around it")
                     .arg(input->width)
                     .arg(input->height)
                     .arg(paddingLabel)
               : tr("Input %1 × %2\nno padding").arg(input->width).arg(input->height);
  m_cpuIn->setTitle(inputTitle);
  m_gpuIn->setTitle(inputTitle);

  const ConvProblem* problem = m_state->problem();
  if (!problem) {
    // The kernel editor's parameters say what to change; the views and timings say why.
    const QString why = QString::fromStdString(m_state->problemStatus().message);
    m_computingHint->stop();
    m_formula->clearStep();
    m_cpuOut->view()->clear();
    m_cpuOut->view()->setPlaceholder(why);
    m_mapping->setProblem(nullptr, ring);
    m_gpuOut->view()->setPlaceholder(why);
    m_cpuOut->setTitle(tr("Output\nnothing to compute"));
    m_gpuOut->setTitle(tr("Output\nnothing to compute"));
    m_cpuTiming->setStopped(why);
    m_gpuPanel->setWaiting();
    m_stepControls->setProgressText(QString());
    return;
  }
  const ConvGeometry& g = problem->geometry;
  m_cpuOut->setTitle(tr("Output %1 × %2\nfilled step by step").arg(g.outWidth).arg(g.outHeight));
  m_gpuOut->setTitle(tr("Output %1 × %2\nwritten by one launch").arg(g.outWidth).arg(g.outHeight));
  m_mapping->setProblem(problem, ring);
  // The last output stays until the new one arrives when it has the same size (within a frame
  // or two for small ones); a new size would misplace it.
  ChannelView* out = m_cpuOut->view();
  if (out->imageWidth() != g.outWidth || out->imageHeight() != g.outHeight) out->clear();
  m_computingHint->start();
  m_cpuTiming->reset(static_cast<long long>(g.outWidth) * g.outHeight);
  m_gpuPanel->setWaiting();
  m_gpuPanel->setCpuTimes(-1, -1);
  m_gpuOut->view()->setPlaceholder(m_state->gpuLive() ? QString() : tr("Press “Run on GPU”"));
  onStep();
}

void MainWindow::onCpuOutputChanged() {
  const app::ValueMapping& mapping = m_state->outputMapping();
  m_cpuOut->setMapping(mapping);
  m_gpuOut->setMapping(mapping);
  m_computingHint->stop();
  m_cpuOut->view()->setChannel(m_state->cpuOutput());
  m_cpuOut->view()->setPlaceholder(QString());
  onStep();
}

void MainWindow::onStep() {
  StepPlayer* player = m_state->player();
  if (!m_state->problem() || !player->hasProblem()) return;
  const Step step = player->current();
  m_formula->setStep(step);
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
  taps.append(m_mapping->cpuInputHighlights());
  m_cpuIn->view()->setHighlights(taps);
  QList<CellHighlight> marks = {{QRect(step.outX, step.outY, 1, 1), colours::kCpu, 5.0, false}};
  marks.append(m_mapping->cpuOutputHighlights());
  m_cpuOut->view()->setHighlights(marks);
  m_cpuOut->view()->setShownCount(step.index + 1);
  if (m_sync->zoom() > 1.0) {
    m_cpuIn->view()->ensureVisible((minX + maxX) / 2, (minY + maxY) / 2);
  }
  updateProgressLine();
}

QString MainWindow::progressText(long long k, long long n, QPoint pixel, double speed,
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

void MainWindow::updateProgressLine() {
  if (!m_state->problem()) return;
  StepPlayer* player = m_state->player();
  const long long n = player->count();
  const Step step = player->current();
  // About the longest this line gets, for any image: its room is kept from the start.
  constexpr long long kLongest = 99'999'999;
  m_stepControls->setProgressSample(
      progressText(kLongest, kLongest, {9999, 9999}, StepPlayer::kMaxSpeed - 1, 999.99));
  m_stepControls->setProgressText(progressText(player->position() + 1, n, {step.outX, step.outY},
                                               player->speed(),
                                               m_cpuTiming->milliseconds(CpuEngine::Reference)));
}

void MainWindow::showSpeedTab(bool speed) {
  m_pages->setCurrentIndex(speed ? 1 : 0);
}

void MainWindow::showLayerTab() {
  m_pages->setCurrentWidget(m_layer);
}

void MainWindow::showMappingTab() {
  m_gpuTabs->setCurrentIndex(1);
}

void MainWindow::connectMapping() {
  BlockSizeControl* blocks = m_mappingPanel->blockControl();
  connect(blocks, &BlockSizeControl::blockChanged, m_state, &WindowState::setBlock);
  connect(m_state, &WindowState::blockChanged, this, [this, blocks](Dim2 b) {
    {
      const QSignalBlocker quiet(blocks);
      blocks->setBlock(b);
    }
    m_mapping->setBlock(b);
  });
  connect(m_mapping, &ThreadMapping::cpuInputHighlightsChanged, this, &MainWindow::onStep);
  connect(m_mapping, &ThreadMapping::recordWishChanged, m_state, &WindowState::setRecordBlocks);
  m_state->setRecordBlocks(m_mapping->wantsBlockRecord());
  connect(m_state, &WindowState::cpuTilesChanged, m_mapping, &ThreadMapping::setCpuTiles);
}

bool MainWindow::isSettled() const {
  if (!m_state->isSettled()) return false;
  // A hidden view (a lesson shows only some) draws nothing and so uploads nothing: not waited for.
  for (ChannelPane* pane : {m_cpuIn, m_cpuOut, m_gpuIn})
    if (pane->isVisible() && pane->view()->channel() && !pane->view()->uploadComplete())
      return false;
  if (m_state->gpuLive() && m_state->problem() && m_gpuOut->isVisible() &&
      !m_gpuOut->view()->uploadComplete())
    return false;
  return true;
}

void MainWindow::finishPendingLayout() {
  constexpr int kDeepestNesting = 16;
  for (int level = 0; level < kDeepestNesting; ++level) {
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QCoreApplication::processEvents();
  }
}

bool MainWindow::handleKey(int key) {
  // L, F5 and, in the lesson mode, the chapter keys.
  if (m_lessons->handleKey(key)) return true;
  switch (key) {
    case Qt::Key_Space:
      player()->togglePlay();
      return true;
    case Qt::Key_Right:
      player()->pause();
      player()->forward();
      return true;
    case Qt::Key_Left:
      player()->pause();
      player()->back();
      return true;
    case Qt::Key_Home:
      player()->pause();
      player()->toStart();
      return true;
    case Qt::Key_End:
      player()->pause();
      player()->toEnd();
      return true;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
      m_sync->zoomBy(1.25);
      return true;
    case Qt::Key_Minus:
      m_sync->zoomBy(0.8);
      return true;
    case Qt::Key_F:
      m_sync->fit();
      return true;
    case Qt::Key_G:
      requestGpuRun();
      return true;
    case Qt::Key_BracketRight:  // faster: twice the steps per second
      m_stepControls->setSpeed(std::min(StepPlayer::kMaxSpeed, player()->speed() * 2));
      return true;
    case Qt::Key_BracketLeft:
      m_stepControls->setSpeed(std::max(StepPlayer::kMinSpeed, player()->speed() / 2));
      return true;
    case Qt::Key_Escape:
      if (m_settings->isOpen()) {
        m_settings->setOpen(false);
        return true;
      }
      if (!m_mapping->pinned()) return false;
      m_mapping->unpin();
      return true;
    default:
      return false;
  }
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
  if (event->type() == QEvent::FocusIn) {
    auto* widget = qobject_cast<QWidget*>(watched);
    if (widget && widget->window() == this) noteFocusIn(static_cast<QFocusEvent*>(event)->reason());
    return QMainWindow::eventFilter(watched, event);
  }
  if (event->type() != QEvent::KeyPress) return QMainWindow::eventFilter(watched, event);
  auto* widget = qobject_cast<QWidget*>(watched);
  if (!widget || widget->window() != this) return false;
  auto* key = static_cast<QKeyEvent*>(event);
  if (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) return false;
  if (focusedControlTakesKey(QApplication::focusWidget(), *key, focusInUse())) return false;
  return handleKey(key->key());
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
  if (event->mimeData()->hasUrls() && event->mimeData()->urls().first().isLocalFile())
    event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
  const QString path = event->mimeData()->urls().first().toLocalFile();
  if (!path.isEmpty()) m_inputPanel->setSource(path);
  event->acceptProposedAction();
}

}  // namespace convscope::gui
