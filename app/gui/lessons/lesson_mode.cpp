#include "gui/lessons/lesson_mode.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QToolTip>
#include <QVBoxLayout>

#include "gui/gl/channel_view.h"
#include "gui/layout/window_layout.h"
#include "gui/lessons/demos/demo_cores.h"
#include "gui/lessons/demos/demo_crossover.h"
#include "gui/lessons/demos/demo_data_path.h"
#include "gui/lessons/demos/demo_flip.h"
#include "gui/lessons/demos/demo_independence.h"
#include "gui/lessons/demos/demo_memory.h"
#include "gui/lessons/demos/demo_stack.h"
#include "gui/lessons/demos/demo_timeline.h"
#include "gui/lessons/demos/demo_vram.h"
#include "gui/lessons/layer_demos/demo_im2col.h"
#include "gui/lessons/layer_demos/demo_layer.h"
#include "gui/lessons/layer_demos/demo_layer_wins.h"
#include "gui/lessons/layer_demos/demo_roofline.h"
#include "gui/lessons/lesson_binding.h"
#include "gui/lessons/training_demos/demo_train_batch.h"
#include "gui/lessons/training_demos/demo_train_feed.h"
#include "gui/lessons/training_demos/demo_train_learned.h"
#include "gui/lessons/training_demos/demo_train_step.h"
#include "gui/widgets/column_scroll_area.h"
#include "gui/widgets/theme.h"
#include "lesson_text/glossary.h"
#include "model/workbench_model.h"

namespace convscope::lessons {

namespace {

LessonDemo* makeDemo(Demo demo, QWidget* parent) {
  switch (demo) {
    case Demo::None:
      return nullptr;
    case Demo::Independence:
      return new IndependenceDemo(parent);
    case Demo::Cores:
      return new CoresDemo(parent);
    case Demo::Crossover:
      return new CrossoverDemo(parent);
    case Demo::DataPath:
      return new DataPathDemo(parent);
    case Demo::Vram:
      return new VramDemo(parent);
    case Demo::Timeline:
      return new TimelineDemo(parent);
    case Demo::Stack:
      return new StackDemo(parent);
    case Demo::Flip:
      return new FlipDemo(parent);
    case Demo::Layer:
      return new LayerDemo(parent);
    case Demo::LayerWins:
      return new LayerWinsDemo(parent);
    case Demo::Roofline:
      return new RooflineDemo(parent);
    case Demo::Im2col:
      return new Im2colDemo(parent);
    case Demo::TrainStep:
      return new TrainStepDemo(parent);
    case Demo::TrainFeed:
      return new TrainFeedDemo(parent);
    case Demo::TrainBatch:
      return new TrainBatchDemo(parent);
    case Demo::TrainLearned:
      return new TrainLearnedDemo(parent);
    case Demo::Tiles:
      return new MemoryDemo(gui::MemoryFigure::Tile, parent);
    case Demo::FilterMemory:
      return new MemoryDemo(gui::MemoryFigure::Banks, parent);
    case Demo::Coalescing:
      return new MemoryDemo(gui::MemoryFigure::Coalescing, parent);
  }
  return nullptr;
}

QPushButton* button(const QString& text, QWidget* parent) {
  auto* b = new QPushButton(text, parent);
  b->setFont(gui::uiFont(1.15, true));
  b->setFocusPolicy(Qt::NoFocus);  // keys stay with the lesson, not with a focused button
  return b;
}

}  // namespace

LessonMode::LessonMode(gui::WindowLayout& window, QBoxLayout* central)
    : QObject(&window.widget()),
      m_window(window),
      m_binding(std::make_unique<LessonBinding>(window)) {
  buildPanel();
  m_demoHost = new QWidget(&window.widget());
  auto* hostLayout = new QVBoxLayout(m_demoHost);
  hostLayout->setContentsMargins(0, 0, 0, 0);
  central->insertWidget(0, m_panel, 2);
  central->addWidget(m_demoHost, 3);
  m_panel->hide();
  m_demoHost->hide();
  // A chapter's set-up goes on as the window gets there: when the model settles, and when a view
  // has drawn (its upload is done a frame later than the model's work).
  connect(window.model(), &model::WorkbenchModel::settled, this, &LessonMode::advance);
  for (gui::ChannelView* view : {window.cpuInputView(), window.cpuOutputView(),
                                 window.gpuInputView(), window.gpuOutputView()})
    connect(view, &gui::ChannelView::frameDrawn, this, &LessonMode::advance);
}

LessonMode::~LessonMode() = default;

void LessonMode::buildPanel() {
  auto* content = new QWidget;
  auto* layout = new QVBoxLayout(content);
  layout->setContentsMargins(4, 4, 12, 4);
  layout->setSpacing(14);

  m_list = new QComboBox(content);
  m_list->setFont(gui::uiFont(1.1));
  m_list->setFocusPolicy(Qt::NoFocus);
  m_list->setObjectName(QStringLiteral("chapterList"));
  for (const Chapter& c : chapters())
    m_list->addItem(QStringLiteral("%1 · %2").arg(c.number).arg(c.title.in(currentLanguage())));
  m_list->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
  m_list->setMinimumContentsLength(12);
  connect(m_list, &QComboBox::activated, this, [this](int index) { showChapter(index + 1); });

  m_title = new QLabel(content);
  m_title->setFont(gui::uiFont(2.0, true));
  m_title->setWordWrap(true);
  m_title->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);

  m_body = new QLabel(content);
  m_body->setFont(gui::uiFont(1.4));
  m_body->setWordWrap(true);
  m_body->setTextFormat(Qt::RichText);
  m_body->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  m_body->setTextInteractionFlags(Qt::LinksAccessibleByMouse);
  connect(m_body, &QLabel::linkActivated, this, &LessonMode::showTerm);
  connect(m_body, &QLabel::linkHovered, this, [](const QString& link) {
    const Term* t = term(link.mid(5));
    if (!t) return QToolTip::hideText();
    QToolTip::showText(QCursor::pos(), QStringLiteral("<b>%1</b><br>%2")
                                           .arg(t->name.in(currentLanguage()).toHtmlEscaped(),
                                                t->meaning.in(currentLanguage()).toHtmlEscaped()));
  });

  m_term = new QLabel(content);
  m_term->setFont(gui::uiFont(1.15));
  m_term->setWordWrap(true);
  m_term->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  // A pale card with its own ink, on a light or a dark window alike.
  m_term->setStyleSheet(QStringLiteral("background: #EFF6FF; color: %1; border-left: 5px solid "
                                       "#1D4ED8; padding: 8px;")
                            .arg(gui::colours::kText.name()));
  m_term->hide();

  auto* questionBox = new QWidget(content);
  m_questionBox = questionBox;
  questionBox->setObjectName(QStringLiteral("question"));
  questionBox->setStyleSheet(
      QStringLiteral("#question { background: %1; border: 2px solid #F59E0B;"
                     " border-radius: 8px; }")
          .arg(gui::isDarkPalette() ? QStringLiteral("#2E2610") : QStringLiteral("#FFFBEB")));
  auto* q = new QVBoxLayout(questionBox);
  q->setContentsMargins(12, 10, 12, 10);
  auto* heading = new QLabel(tr("Check yourself"), questionBox);
  heading->setFont(gui::uiFont(1.15, true));
  heading->setStyleSheet(QStringLiteral("color: %1;").arg(gui::colours::warn().name()));
  m_question = new QLabel(questionBox);
  m_question->setFont(gui::uiFont(1.3));
  m_question->setWordWrap(true);
  m_question->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  m_reveal = button(tr("Reveal the answer"), questionBox);
  connect(m_reveal, &QPushButton::clicked, this, &LessonMode::reveal);
  m_answer = new QLabel(questionBox);
  m_answer->setFont(gui::uiFont(1.3));
  m_answer->setWordWrap(true);
  m_answer->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  m_answer->setStyleSheet(QStringLiteral("color: %1;").arg(gui::colours::good().name()));
  m_answer->hide();
  q->addWidget(heading);
  q->addWidget(m_question);
  q->addWidget(m_reveal, 0, Qt::AlignLeft);
  q->addWidget(m_answer);

  auto* nav = new QHBoxLayout;
  m_previous = button(tr("◀ Previous"), content);
  m_next = button(tr("Next ▶"), content);
  m_position = new QLabel(content);
  m_position->setFont(gui::uiFont(1.15, true));
  m_position->setAlignment(Qt::AlignCenter);
  connect(m_previous, &QPushButton::clicked, this, &LessonMode::previous);
  connect(m_next, &QPushButton::clicked, this, &LessonMode::next);
  nav->addWidget(m_previous);
  nav->addWidget(m_position, 1);
  nav->addWidget(m_next);

  auto* tools = new QHBoxLayout;
  auto* workbench = button(tr("Workbench (L)"), content);
  connect(workbench, &QPushButton::clicked, this, &LessonMode::leave);
  auto* present = button(tr("Full screen (F5)"), content);
  connect(present, &QPushButton::clicked, this, &LessonMode::togglePresenting);
  tools->addWidget(workbench);
  tools->addWidget(present);
  tools->addStretch(1);

  auto* keys =
      new QLabel(tr("PageDown / → next · PageUp / ← previous · click an underlined word"), content);
  keys->setWordWrap(true);
  keys->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
  keys->setStyleSheet(QStringLiteral("color: %1;").arg(gui::colours::muted().name()));

  layout->addWidget(m_list);
  layout->addWidget(m_title);
  layout->addWidget(m_body);
  layout->addWidget(m_term);
  layout->addStretch(1);
  layout->addWidget(keys);
  // The workbench and full-screen buttons go with the keys that do the same (L, F5), under the
  // text: pinned below the question they took a line from a chapter's text, whose box at 1280 ×
  // 720 (a 200 % projector) was already small.
  layout->addLayout(tools);
  // Only the chapter's text scrolls: the question and the buttons stay in sight under it, so a
  // class on a 1280 × 720 projector sees what to answer and how to go on without scrolling.
  m_panel = new QWidget(&m_window.widget());
  auto* column = new QVBoxLayout(m_panel);
  column->setContentsMargins(0, 0, 0, 0);
  column->setSpacing(8);
  m_text = new gui::ColumnScrollArea(content, gui::ColumnScrollArea::Asks::Nothing, m_panel);
  column->addWidget(m_text, 1);
  auto* pinned = new QVBoxLayout;
  pinned->setContentsMargins(4, 0, 12, 4);
  pinned->setSpacing(8);
  questionBox->setParent(m_panel);
  pinned->addWidget(questionBox);
  pinned->addLayout(nav);
  column->addLayout(pinned);
  m_panel->setMinimumWidth(320);
}

QList<QWidget*> LessonMode::classroomControls() const {
  return {m_questionBox, m_previous, m_next};
}

void LessonMode::setResumeChapter(int number) {
  m_number = chapter(number) ? number : 1;
}

void LessonMode::enter(int number) {
  if (number == 0) number = m_number;
  m_active = true;
  // The workbench's parts go before the panel comes: for a moment both would ask for their
  // room, and the window would grow past the screen to hold them.
  m_binding->showViews(0);
  m_panel->show();
  showChapter(number);
}

void LessonMode::leave() {
  if (!m_active) return;
  m_active = false;
  m_panel->hide();
  m_demoHost->hide();
  if (m_window.widget().isFullScreen()) m_window.widget().showNormal();
  m_binding->showWorkbench();
}

void LessonMode::showChapter(int number) {
  const Chapter* c = chapter(number);
  if (!c || !m_active) return;
  m_number = number;
  if (!m_passingThrough) emit chapterShown(number);
  const Language lang = currentLanguage();
  m_list->setCurrentIndex(number - 1);
  // A new chapter's text starts at its top.
  if (auto* text = qobject_cast<QScrollArea*>(m_text)) text->verticalScrollBar()->setValue(0);
  m_title->setText(c->title.in(lang));
  // Glossary links read as words, underlined in the chapter's blue.
  m_body->setText(
      QStringLiteral("<style>a { color: %1; }</style>").arg(gui::colours::link().name()) +
      c->body.in(lang));
  m_term->hide();
  m_question->setText(c->question.in(lang));
  m_answer->setText(c->answer.in(lang));
  m_answer->hide();
  m_reveal->show();
  m_position->setText(QStringLiteral("%1 / %2").arg(number).arg(chapters().size()));
  m_previous->setEnabled(number > 1);
  m_next->setEnabled(number < static_cast<int>(chapters().size()));

  // What the last chapter showed goes first, then what this one shows comes (see enter()).
  m_demoHost->hide();
  delete m_demo;
  m_demo = makeDemo(c->demo, m_demoHost);
  if (m_demo) m_demoHost->layout()->addWidget(m_demo);
  // A demo that asks to stay narrow (beside the workbench's views) keeps its host narrow too.
  m_demoHost->setSizePolicy(m_demo ? m_demo->sizePolicy() : QSizePolicy());
  // Chapter 19 puts a learned filter on the workbench: through the model, as the Train tab does.
  if (auto* learned = qobject_cast<TrainLearnedDemo*>(m_demo))
    learned->setWorkbench(m_window.model());
  if (m_demo && m_demo->needsCpuCeilings()) m_window.model()->requestCpuCeilings();
  m_binding->showViews(c->setup.views);
  m_demoHost->setVisible(m_demo != nullptr);
  m_binding->apply(c->setup);
  m_stage = SetupStage::WaitingForInput;
  advance();
}

void LessonMode::advance() {
  const Chapter* c = chapter(m_number);
  if (!m_active || m_stage == SetupStage::Ready || !c) return;
  if (m_stage == SetupStage::WaitingForInput && m_binding->inputReady()) {
    m_binding->applyAfterLoad(c->setup);
    m_stage = SetupStage::AfterLoadApplied;
  }
  if (m_stage == SetupStage::AfterLoadApplied && m_binding->settled()) {
    // The input is in: a demo that shows its decode and convert times waits for them (the model
    // times them once per input; it settles again when they arrive).
    model::WorkbenchModel* model = m_window.model();
    if (m_demo && m_demo->needsHostPhases() && !model->hostPhases()) {
      model->requestHostPhases();
      return;
    }
    if (m_demo) m_demo->setContext(m_binding->context());
    m_stage = SetupStage::Ready;
  }
}

bool LessonMode::isSettled() const {
  return m_active && m_stage == SetupStage::Ready && m_binding->settled() &&
         !(m_demo && m_demo->isBusy());
}

void LessonMode::reveal() {
  m_answer->show();
  m_reveal->hide();
}

bool LessonMode::answerShown() const {
  return !m_answer->isHidden();
}

void LessonMode::showTerm(const QString& link) {
  const Term* t = term(link.mid(5));  // "term:warp"
  if (!t) return;
  const Language lang = currentLanguage();
  m_term->setText(QStringLiteral("<b>%1</b><br>%2")
                      .arg(t->name.in(lang).toHtmlEscaped(), t->meaning.in(lang).toHtmlEscaped()));
  m_term->show();
}

void LessonMode::togglePresenting() {
  if (m_window.widget().isFullScreen())
    m_window.widget().showNormal();
  else
    m_window.widget().showFullScreen();
}

bool LessonMode::handleKey(int key) {
  if (!m_active) {
    if (key == Qt::Key_L) {
      enter();
      return true;
    }
    if (key == Qt::Key_F5) {
      enter();
      m_window.widget().showFullScreen();
      return true;
    }
    return false;
  }
  switch (key) {
    case Qt::Key_PageDown:
    case Qt::Key_Right:
      next();
      return true;
    case Qt::Key_PageUp:
    case Qt::Key_Left:
      previous();
      return true;
    case Qt::Key_F5:
      togglePresenting();
      return true;
    case Qt::Key_Escape:
      if (!m_window.widget().isFullScreen()) return false;
      m_window.widget().showNormal();
      return true;
    case Qt::Key_L:
      leave();
      return true;
    case Qt::Key_Home:
      showChapter(1);
      return true;
    case Qt::Key_End:
      showChapter(static_cast<int>(chapters().size()));
      return true;
    default:
      return false;
  }
}

}  // namespace convscope::lessons
