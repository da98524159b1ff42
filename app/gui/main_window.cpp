#include "gui/main_window.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFrame>
#include <QGridLayout>
#include <QGroupBox>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QStatusBar>
#include <QTabWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <vector>

#include "convscope/engines.h"
#include "gui/block_size_control.h"
#include "gui/channel_pane.h"
#include "gui/column_scroll_area.h"
#include "gui/cpu_runner.h"
#include "gui/formula_view.h"
#include "gui/gpu_runner.h"
#include "gui/input_panel.h"
#include "gui/kernel_editor.h"
#include "gui/mapping_panel.h"
#include "gui/number_format.h"
#include "gui/replay_controller.h"
#include "gui/step_controls.h"
#include "gui/step_player.h"
#include "gui/theme.h"
#include "gui/thread_mapping.h"
#include "gui/timing_panel.h"
#include "gui/translation.h"
#include "gui/value_mapping.h"
#include "gui/view_sync.h"

namespace convscope::gui {

namespace {

// Outputs up to this many pixels are computed on the GUI thread when the problem changes (a few
// milliseconds); larger ones arrive from the CPU worker.
constexpr long long kSyncOutputPixels = 512LL * 512;

QLabel* sideTitle(const QString& text, const QColor& colour, QWidget* parent) {
  auto* label = new QLabel(text, parent);
  label->setFont(uiFont(1.3, true));
  label->setWordWrap(true);
  label->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  label->setStyleSheet(
      QStringLiteral("color: %1; border-bottom: 3px solid %1; padding-bottom: 2px;")
          .arg(colour.name()));
  return label;
}

}  // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
  setWindowTitle(tr("ConvScope — why convolution runs on GPUs"));
  setAcceptDrops(true);
  m_sync = new ViewSync(this);
  m_loader = new InputLoader(this);
  m_player = new StepPlayer(this);
  m_cpuRunner = new CpuRunner(this);
  m_replay = new ReplayController(this);

  auto* central = new QWidget(this);
  auto* layout = new QHBoxLayout(central);
  layout->setContentsMargins(10, 8, 10, 6);
  layout->setSpacing(12);
  layout->addWidget(buildSidebar());
  layout->addWidget(buildSides(), 1);
  setCentralWidget(central);

  auto* keys = new QLabel(tr("Keys: Space play/pause · ← → one step · Home/End first/last · "
                             "+ − zoom · F fit · G run on GPU · click an output pixel to jump "
                             "there · drag to pan, wheel to zoom"),
                          this);
  keys->setStyleSheet(QStringLiteral("color: #374151; padding: 2px 6px;"));
  // The hint may be cut on a small screen; it must not force the window wider.
  keys->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  keys->setToolTip(keys->text());
  statusBar()->addWidget(keys, 1);

  m_gpuRunner = new GpuRunner(m_gpuOut->view(), this);
  m_mapping =
      new ThreadMapping({m_cpuIn->view(), m_cpuOut->view(), m_gpuIn->view(), m_gpuOut->view()},
                        m_mappingPanel, m_replay, m_player, this);
  m_gpuRunner->setBlock(m_mappingPanel->blockControl()->block());
  connectMapping();

  connect(m_inputPanel, &InputPanel::requestChanged, this, &MainWindow::loadInput);
  connect(m_loader, &InputLoader::loaded, this, &MainWindow::onInputLoaded);
  connect(m_kernelEditor, &KernelEditor::changed, this, &MainWindow::rebuild);
  connect(m_player, &StepPlayer::positionChanged, this, &MainWindow::onStep);
  connect(m_player, &StepPlayer::playingChanged, this, &MainWindow::updateProgressLine);
  connect(m_cpuOut->view(), &ChannelView::cellClicked, this,
          [this](QPoint p) { m_player->seek(m_player->stepOfPixel(p.x(), p.y())); });

  connect(m_cpuRunner, &CpuRunner::progress, m_cpuTiming, &CpuTimingPanel::setProgress);
  connect(m_cpuRunner, &CpuRunner::outputReady, this,
          [this](std::shared_ptr<const Channel> out, const ValueMapping& mapping) {
            if (!m_cpuOutput) setCpuOutput(std::move(out), mapping);
          });
  connect(m_cpuRunner, &CpuRunner::engineFinished, this, [this](CpuEngine e, double ms) {
    m_cpuTiming->setFinished(e, ms);
    m_gpuPanel->setCpuTimes(m_cpuTiming->milliseconds(CpuEngine::Reference),
                            m_cpuTiming->milliseconds(CpuEngine::Parallel));
    updateProgressLine();
  });
  connect(m_cpuRunner, &CpuRunner::finished, m_cpuTiming, &CpuTimingPanel::setIdle);
  connect(m_cpuRunner, &CpuRunner::cancelled, this,
          [this] { m_cpuTiming->setStopped(tr("Measurement cancelled.")); });
  connect(m_cpuRunner, &CpuRunner::failed, this,
          [this](const QString& m) { m_cpuTiming->setStopped(m); });
  connect(m_cpuTiming, &CpuTimingPanel::cancelRequested, m_cpuRunner, &CpuRunner::cancel);

  connect(m_gpuPanel, &GpuPanel::runRequested, this, &MainWindow::requestGpuRun);
  connect(m_gpuRunner, &GpuRunner::pathChanged, this, [this] {
    m_gpuPanel->setPath(true, m_gpuRunner->path(), m_gpuRunner->reason());
    if (m_gpuLive && !m_gpuRunner->hasResult() && !m_gpuRunner->busy()) runGpu();
  });
  connect(m_gpuRunner, &GpuRunner::started, m_gpuPanel, &GpuPanel::setRunning);
  connect(m_gpuRunner, &GpuRunner::finished, this, [this](const GpuRunReport& r) {
    m_gpuPanel->setReport(r, m_cpuTiming->milliseconds(CpuEngine::Reference),
                          m_cpuTiming->milliseconds(CpuEngine::Parallel));
    m_gpuOut->view()->setPlaceholder(QString());
    m_mapping->setGpuReport(r);
    if (m_gpuRerun) runGpu();
  });
  connect(m_gpuRunner, &GpuRunner::failed, this, [this](const QString& message) {
    m_gpuRerun = false;
    m_gpuPanel->setFailed(message);
  });

  qApp->installEventFilter(this);
  loadInput();
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

QWidget* MainWindow::buildSidebar() {
  auto* box = new QWidget(this);
  auto* layout = new QVBoxLayout(box);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(10);
  auto* inputBox = new QGroupBox(tr("1 · Input image"), box);
  auto* inputLayout = new QVBoxLayout(inputBox);
  m_inputPanel = new InputPanel(inputBox);
  inputLayout->addWidget(m_inputPanel);
  auto* kernelBox = new QGroupBox(tr("2 · Kernel and parameters"), box);
  auto* kernelLayout = new QVBoxLayout(kernelBox);
  m_kernelEditor = new KernelEditor(kernelBox);
  kernelLayout->addWidget(m_kernelEditor);
  layout->addWidget(inputBox);
  layout->addWidget(kernelBox);
  layout->addStretch(1);

  auto* sidebar = new ColumnScrollArea(box, ColumnScrollArea::Asks::ContentHeight, this);
  // Wide enough for the kernel grid and the size formula, no wider: the views need the room.
  sidebar->setFixedWidth(std::max(300, sidebar->minimumSizeHint().width()));
  return sidebar;
}

QWidget* MainWindow::buildSides() {
  auto* sides = new QWidget(this);
  auto* grid = new QGridLayout(sides);
  grid->setContentsMargins(0, 0, 0, 0);
  grid->setHorizontalSpacing(10);
  grid->setVerticalSpacing(8);

  m_cpuTitle = sideTitle(tr("CPU · one output pixel per step"), colours::kCpu, sides);
  m_gpuTitle = sideTitle(tr("GPU · every output pixel in one launch"), colours::kGpu, sides);
  m_cpuIn = new ChannelPane(m_sync, sides);
  m_cpuOut = new ChannelPane(m_sync, sides);
  m_gpuIn = new ChannelPane(m_sync, sides);
  m_gpuOut = new ChannelPane(m_sync, sides);

  auto* separator = new QFrame(sides);
  separator->setFrameShape(QFrame::VLine);
  separator->setStyleSheet(QStringLiteral("color: #C9CED6;"));

  auto* cpuBottom = new QWidget(sides);
  auto* cpuLayout = new QVBoxLayout(cpuBottom);
  cpuLayout->setContentsMargins(0, 0, 0, 0);
  cpuLayout->setSpacing(8);
  m_formula = new FormulaView(cpuBottom);
  m_stepControls = new StepControls(m_player, cpuBottom);
  m_cpuTiming = new CpuTimingPanel(cpuBottom);
  cpuLayout->addWidget(m_formula);
  cpuLayout->addWidget(m_stepControls);
  cpuLayout->addWidget(m_cpuTiming);
  cpuLayout->addStretch(1);
  // Under the views: when the window is short, this column scrolls rather than cut its text.
  auto* cpuColumn = new ColumnScrollArea(cpuBottom, ColumnScrollArea::Asks::ContentHeight, sides);

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
  grid->addWidget(cpuColumn, 2, 0, 1, 2);
  grid->addWidget(m_gpuTabs, 2, 3, 1, 2);
  grid->setRowStretch(1, 1);
  for (int c : {0, 1, 3, 4}) grid->setColumnStretch(c, 1);

  for (ChannelPane* pane : {m_cpuIn, m_cpuOut, m_gpuIn, m_gpuOut}) pane->setTitle(tr("…\n…"));
  for (ChannelPane* pane : {m_cpuIn, m_gpuIn}) pane->setMapping({ColourMap::Gray, 0, 255});
  return sides;
}

void MainWindow::loadInput() {
  m_loader->load(m_inputPanel->request());
}

void MainWindow::onInputLoaded(const LoadedInput& loaded) {
  m_inputPanel->setLoaded(loaded);
  m_inputError = loaded.channel           ? QString()
                 : loaded.error.isEmpty() ? tr("the input could not be loaded")
                                          : loaded.error;
  if (!loaded.channel) {
    emit inputFailed(m_inputError);
    return;  // the last good input stays; the panel says why
  }
  m_input = loaded.channel;
  m_cpuIn->view()->setChannel(m_input);
  m_gpuIn->view()->setChannel(m_input);
  m_kernelEditor->setInputSize(m_input->width, m_input->height);
  m_sync->fit();
  rebuild();
}

void MainWindow::rebuild() {
  if (!m_input) return;
  const Kernel& kernel = m_kernelEditor->kernel();
  const ConvParams& params = m_kernelEditor->params();
  m_kernelEditor->setInputSize(m_input->width, m_input->height);
  const int ring = params.padding == Padding::None ? 0 : paddingAmount(params);
  for (ChannelPane* pane : {m_cpuIn, m_gpuIn}) pane->view()->setPaddingRing(ring, params.padding);
  for (ChannelPane* pane : {m_cpuOut, m_gpuOut}) pane->view()->setReserve(ring);
  m_cpuTilesShown = false;

  const QString paddingLabel = params.padding == Padding::Replicate ? tr("replicate")
                               : params.padding == Padding::Reflect ? tr("reflect")
                                                                    : tr("zero");
  const QString inputTitle =
      ring > 0 ? tr("Input %1 × %2\n%3 padding around it")
                     .arg(m_input->width)
                     .arg(m_input->height)
                     .arg(paddingLabel)
               : tr("Input %1 × %2\nno padding").arg(m_input->width).arg(m_input->height);
  m_cpuIn->setTitle(inputTitle);
  m_gpuIn->setTitle(inputTitle);

  auto problem = makeProblem(*m_input, kernel, params);
  m_cpuRunner->cancel();
  m_cpuOutput.reset();
  if (!problem) {
    m_problem.reset();
    m_problemError = QString::fromStdString(problem.status().message);
    m_player->setProblem(nullptr);
    m_formula->clearStep();
    m_cpuOut->view()->clear();
    m_cpuOut->view()->setPlaceholder(m_problemError);
    m_gpuRunner->setProblem(nullptr, kernel, params);
    m_mapping->setProblem(nullptr, ring);
    m_gpuOut->view()->setPlaceholder(m_problemError);
    m_cpuOut->setTitle(tr("Output\nnothing to compute"));
    m_gpuOut->setTitle(tr("Output\nnothing to compute"));
    m_cpuTiming->setStopped(m_problemError);
    m_gpuPanel->setWaiting();
    m_stepControls->setProgressText(QString());
    return;
  }
  m_problem = *problem;
  m_problemError.clear();
  const ConvGeometry& g = m_problem->geometry;
  m_cpuOut->setTitle(tr("Output %1 × %2\nfilled step by step").arg(g.outWidth).arg(g.outHeight));
  m_gpuOut->setTitle(tr("Output %1 × %2\nwritten by one launch").arg(g.outWidth).arg(g.outHeight));
  m_player->setProblem(&*m_problem);
  m_mapping->setProblem(&*m_problem, ring);

  if (static_cast<long long>(g.outWidth) * g.outHeight <= kSyncOutputPixels) {
    auto tiles = std::make_shared<TileRecord>();
    auto out = convolveParallel(*m_problem, displayTiling(g.outWidth, g.outHeight), tiles.get());
    if (out) {
      const ValueMapping mapping = mappingFor(*out, kernel);
      setCpuOutput(std::make_shared<const Channel>(std::move(out).value()), mapping);
      m_mapping->setCpuTiles(std::move(tiles));
      m_cpuTilesShown = true;
    }
  }
  if (!m_cpuOutput) {
    m_cpuOut->view()->clear();
    m_cpuOut->view()->setPlaceholder(tr("Computing the CPU output…"));
  }
  m_cpuTiming->reset(static_cast<long long>(g.outWidth) * g.outHeight);
  m_cpuRunner->start(m_input, kernel, params);

  m_gpuRunner->setProblem(m_input, kernel, params);
  m_gpuPanel->setWaiting();
  m_gpuPanel->setCpuTimes(-1, -1);
  m_gpuOut->view()->setPlaceholder(m_gpuLive ? QString() : tr("Press “Run on GPU”"));
  if (m_gpuLive && m_gpuRunner->pathKnown()) runGpu();
  onStep();
}

void MainWindow::setCpuOutput(std::shared_ptr<const Channel> output, const ValueMapping& mapping) {
  m_cpuOutput = std::move(output);
  m_outputMapping = mapping;
  m_cpuOut->setMapping(m_outputMapping);
  m_gpuOut->setMapping(m_outputMapping);
  m_cpuOut->view()->setChannel(m_cpuOutput);
  m_cpuOut->view()->setPlaceholder(QString());
  onStep();
}

void MainWindow::onStep() {
  if (!m_problem || !m_player->hasProblem()) return;
  const Step step = m_player->current();
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
  if (!m_problem) return;
  const long long n = m_player->count();
  const Step step = m_player->current();
  // About the longest this line gets, for any image: its room is kept from the start.
  constexpr long long kLongest = 99'999'999;
  m_stepControls->setProgressSample(
      progressText(kLongest, kLongest, {9999, 9999}, StepPlayer::kMaxSpeed - 1, 999.99));
  m_stepControls->setProgressText(progressText(m_player->position() + 1, n, {step.outX, step.outY},
                                               m_player->speed(),
                                               m_cpuTiming->milliseconds(CpuEngine::Reference)));
}

void MainWindow::requestGpuRun() {
  m_gpuLive = true;
  m_gpuOut->view()->setPlaceholder(QString());
  if (m_gpuRunner->pathKnown() && m_problem) runGpu();
}

void MainWindow::runGpu() {
  if (!m_problem) return;
  if (m_gpuRunner->busy()) {
    m_gpuRerun = true;
    return;
  }
  m_gpuRerun = false;
  m_gpuRunner->run();
}

void MainWindow::showMappingTab() {
  m_gpuTabs->setCurrentIndex(1);
}

void MainWindow::connectMapping() {
  connect(m_mappingPanel->blockControl(), &BlockSizeControl::blockChanged, this, [this](Dim2 b) {
    m_gpuRunner->setBlock(b);
    m_mapping->setBlock(b);
    // A new block size is a new launch: relaunch at once so its time joins the comparison.
    if (m_gpuLive && m_gpuRunner->pathKnown()) runGpu();
  });
  connect(m_mapping, &ThreadMapping::cpuInputHighlightsChanged, this, &MainWindow::onStep);
  connect(m_mapping, &ThreadMapping::recordWishChanged, this, [this](bool wanted) {
    const bool changed = m_gpuRunner->setRecordBlocks(wanted);
    // The CUDA paths record only when asked: run again to get who ran which block.
    if (changed && wanted && m_gpuLive && m_gpuRunner->pathKnown() &&
        m_gpuRunner->path() != cuda::GpuPath::Emulated)
      runGpu();
  });
  m_gpuRunner->setRecordBlocks(m_mapping->wantsBlockRecord());
  connect(m_cpuRunner, &CpuRunner::tilesReady, this,
          [this](std::shared_ptr<const TileRecord> tiles) {
            if (!m_cpuTilesShown) m_mapping->setCpuTiles(std::move(tiles));
          });
}

bool MainWindow::isSettled() const {
  if (m_loader->busy() || !m_input) return false;
  if (m_problem && !m_cpuOutput) return false;
  for (ChannelPane* pane : {m_cpuIn, m_cpuOut, m_gpuIn})
    if (pane->view()->channel() && !pane->view()->uploadComplete()) return false;
  if (m_gpuLive && m_problem) {
    if (m_gpuRunner->busy() || !m_gpuRunner->hasResult()) return false;
    if (!m_gpuOut->view()->uploadComplete()) return false;
  }
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
  switch (key) {
    case Qt::Key_Space:
      m_player->togglePlay();
      return true;
    case Qt::Key_Right:
      m_player->pause();
      m_player->forward();
      return true;
    case Qt::Key_Left:
      m_player->pause();
      m_player->back();
      return true;
    case Qt::Key_Home:
      m_player->pause();
      m_player->toStart();
      return true;
    case Qt::Key_End:
      m_player->pause();
      m_player->toEnd();
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
    case Qt::Key_Escape:
      if (!m_mapping->pinned()) return false;
      m_mapping->unpin();
      return true;
    default:
      return false;
  }
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
  if (event->type() != QEvent::KeyPress) return QMainWindow::eventFilter(watched, event);
  auto* widget = qobject_cast<QWidget*>(watched);
  if (!widget || widget->window() != this) return false;
  // Text fields keep their keys: arrows and Home/End move the cursor while typing a weight.
  QWidget* focus = QApplication::focusWidget();
  if (qobject_cast<QLineEdit*>(focus) || qobject_cast<QAbstractSpinBox*>(focus)) return false;
  auto* key = static_cast<QKeyEvent*>(event);
  if (key->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier)) return false;
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
