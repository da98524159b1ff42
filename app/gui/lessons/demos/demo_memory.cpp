#include "gui/lessons/demos/demo_memory.h"

#include <QVBoxLayout>

#include "gui/widgets/column_scroll_area.h"

namespace convscope::lessons {

MemoryDemo::MemoryDemo(gui::MemoryFigure figure, QWidget* parent) : LessonDemo(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  m_view = new gui::MemoryView(this);
  m_view->setFigure(figure);
  m_view->setFigureChoiceShown(false);
  // The lesson's own block: trying 1×32 here leaves the workbench's block as it was.
  connect(m_view, &gui::MemoryView::blockChosen, m_view, &gui::MemoryView::setBlock);
  // Beside a chapter's text at 1280 × 720 the figure, its caption and the table do not all fit:
  // the column scrolls rather than cut a caption.
  layout->addWidget(new gui::ColumnScrollArea(m_view, gui::ColumnScrollArea::Asks::Nothing, this));
}

void MemoryDemo::setContext(const DemoContext& context) {
  LessonDemo::setContext(context);
  m_view->setInput(context.input);
}

}  // namespace convscope::lessons
