#include "gui/main_window.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDragEnterEvent>
#include <QDropEvent>
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
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include "convscope/engines.h"
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
#include "gui/panels/memory/memory_page.h"
#include "gui/panels/speed/speed_panel.h"
#include "gui/panels/step_controls.h"
#include "gui/panels/thread_mapping.h"
#include "gui/panels/train/train_panel.h"
#include "gui/panels/workbench_views.h"
#include "gui/widgets/column_scroll_area.h"
#include "gui/widgets/focus_keys.h"
#include "gui/widgets/number_format.h"
#include "gui/widgets/pinned_column.h"
#include "gui/widgets/side_drawer.h"
#include "gui/widgets/theme.h"
#include "gui/widgets/translation.h"
#include "gui/widgets/views_first_grid.h"
#include "gui/window_menus.h"
#include "images/value_mapping.h"
#include "lesson_text/glossary.h"
#include "model/jobs/cpu_runner.h"
#include "model/jobs/gpu_runner.h"
#include "model/replay_controller.h"
#include "model/step_player.h"
#include "model/view_sync.h"

namespace convscope::gui {

using model::StepPlayer;
using model::ViewDrawTiming;
using model::WorkbenchModel;

namespace {

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
  m_model = new WorkbenchModel(this);
  m_sync = m_model->viewSync();

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
  m_layer = new LayerPanel(*m_model, m_pages);
  m_pages->addTab(m_layer, tr("Layer"));
  // Its figures and captions scroll on a short screen (1280 × 720 at large fonts) rather than
  // squeeze the figure below what a class can read.
  m_memory = new MemoryPage(*m_model);
  m_memoryTab = new ColumnScrollArea(m_memory, ColumnScrollArea::Asks::Nothing, m_pages);
  m_pages->addTab(m_memoryTab, tr("Memory"));
  m_train = new train_tab::TrainPanel(*m_model, m_pages);
  m_pages->addTab(m_train, tr("Train"));
  // At the top left, next to where the drawer opens; the Speed tab has no settings column.
  m_pages->setCornerWidget(m_settings->button(), Qt::TopLeftCorner);
  connect(m_pages, &QTabWidget::currentChanged, m_settings,
          [this](int page) { m_settings->setPageShown(page == 0); });
  setCentralWidget(m_pages);
  m_menus = new WindowMenus(*this);
  m_lessons = new lessons::LessonMode(*this, layout);
  // Beside the lesson text the views take three fifths; beside the fixed-width sidebar of the
  // workbench any stretch gives them all the room.
  layout->setStretchFactor(m_sides, 3);

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

  m_model->attachGpuOutput(m_gpuOut->view()->outputSurface());
  m_mapping =
      new ThreadMapping({m_cpuIn->view(), m_cpuOut->view(), m_gpuIn->view(), m_gpuOut->view()},
                        m_mappingPanel, m_model->replay(), m_model->player(), this);
  bindToState();
  // The parts a test finds by name (findChild) to check their sizes; nothing else looks them up.
  m_pages->setObjectName(QStringLiteral("pages"));
  m_sides->setObjectName(QStringLiteral("sides"));
  m_cpuColumn->setObjectName(QStringLiteral("cpuColumn"));
  m_gpuTabs->setObjectName(QStringLiteral("gpuTabs"));

  qApp->installEventFilter(this);
  m_model->setInputRequest(m_inputPanel->request());
  // The documented keys work from the first moment: focus starts on a view, not on the first
  // control in the tab order (the image combo box, which would take Space, End and letters).
  m_cpuIn->view()->setFocus(Qt::OtherFocusReason);
}

// Each part binds itself to the model: panels write through its setters and show its signals.
// The window only tells the Speed tab how its output view last drew a GPU output.
void MainWindow::bindToState() {
  m_inputPanel->bind(*m_model);
  m_kernelEditor->bind(*m_model);
  m_mappingPanel->bind(*m_model);
  m_mapping->bind(*m_model);  // before the views: their step marks include its inspector's
  m_views = new WorkbenchViews(
      *m_model,
      {m_cpuIn, m_cpuOut, m_gpuIn, m_gpuOut, m_formula, m_stepControls, m_mapping, m_sync}, this);
  m_cpuTiming->bind(*m_model);
  m_gpuPanel->bind(*m_model);
  m_speed->bind(*m_model);
  // The Speed tab's timeline ends with how this window put its last GPU output on screen.
  connect(m_gpuOut->view(), &ChannelView::contentShown, this, [this](const ViewDrawTiming& t) {
    m_speed->setWindowDraw(m_model->gpuRunner()->describeDraw(t));
  });
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
  m_stepControls = new StepControls(m_model->player(), sides);
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
  m_mappingPanel = new MappingPanel(m_model->replay());
  m_gpuTabs =
      makeGpuTabs(m_gpuPanel, tr("Timings"), m_mappingPanel, tr("Threads and blocks"), sides);

  grid->addWidget(m_cpuTitle, 0, kCpuInputColumn, 1, 2);
  grid->addWidget(m_gpuTitle, 0, kGpuInputColumn, 1, 2);
  grid->addWidget(m_cpuIn, 1, kCpuInputColumn);
  grid->addWidget(m_cpuOut, 1, kCpuOutputColumn);
  grid->addWidget(separator, 0, kSeparatorColumn, 3, 1);
  grid->addWidget(m_gpuIn, 1, kGpuInputColumn);
  grid->addWidget(m_gpuOut, 1, kGpuOutputColumn);
  // Under the views: they give up height (and scroll) before the views do.
  grid->addWidgetBelow(cpuColumn, 2, kCpuInputColumn, 1, 2);
  grid->addWidgetBelow(m_gpuTabs, 2, kGpuInputColumn, 1, 2);
  grid->setRowStretch(1, 1);
  for (int c : {kCpuInputColumn, kCpuOutputColumn, kGpuInputColumn, kGpuOutputColumn})
    grid->setColumnStretch(c, 1);

  return sides;
}

void MainWindow::showSpeedTab(bool speed) {
  m_pages->setCurrentIndex(speed ? 1 : 0);
}

int MainWindow::pageShown() const {
  return m_pages->currentIndex();
}

void MainWindow::showPage(int page) {
  m_pages->setCurrentIndex(page);
}

void MainWindow::showLayerTab() {
  m_pages->setCurrentWidget(m_layer);
}

void MainWindow::showMemoryTab() {
  m_pages->setCurrentWidget(m_memoryTab);
}

void MainWindow::showTrainTab() {
  m_pages->setCurrentWidget(m_train);
}

bool MainWindow::isSettled() const {
  if (!m_model->isSettled()) return false;
  // A hidden view (a lesson shows only some) draws nothing and so uploads nothing: not waited for.
  for (ChannelPane* pane : {m_cpuIn, m_cpuOut, m_gpuIn})
    if (pane->isVisible() && pane->view()->channel() && !pane->view()->uploadComplete())
      return false;
  if (m_model->gpuLive() && m_model->problem() && m_gpuOut->isVisible() &&
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
  StepPlayer* player = m_model->player();
  switch (key) {
    case Qt::Key_Space:
      player->togglePlay();
      return true;
    case Qt::Key_Right:
      player->pause();
      player->forward();
      return true;
    case Qt::Key_Left:
      player->pause();
      player->back();
      return true;
    case Qt::Key_Home:
      player->pause();
      player->toStart();
      return true;
    case Qt::Key_End:
      player->pause();
      player->toEnd();
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
      m_model->requestGpuRun();
      return true;
    case Qt::Key_BracketRight:  // faster: twice the steps per second
      player->setSpeed(player->speed() * 2);
      return true;
    case Qt::Key_BracketLeft:
      player->setSpeed(player->speed() / 2);
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

void MainWindow::openImage(const QString& path) {
  m_inputPanel->setSource(path);
}

void MainWindow::openImageDialog() {
  m_inputPanel->openFileDialog();
}

QAction* MainWindow::settingsToggle() const {
  return m_settings->toggleAction();
}

void MainWindow::closeSettingsDrawer() {
  m_settings->setOpen(false);
}

void MainWindow::setSettingsPinned(bool pinned) {
  m_settings->setPinned(pinned);
}

bool MainWindow::settingsPinned() const {
  return m_settings->isPinned();
}

void MainWindow::revealReplay() {
  m_mappingPanel->revealReplay();
}

void MainWindow::inspect(bool gpuSide, QPoint cell, bool pin) {
  m_mapping->inspect(gpuSide, cell, pin);
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
  if (event->mimeData()->hasUrls() && event->mimeData()->urls().first().isLocalFile())
    event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
  const QString path = event->mimeData()->urls().first().toLocalFile();
  if (!path.isEmpty()) openImage(path);
  event->acceptProposedAction();
}

}  // namespace convscope::gui
