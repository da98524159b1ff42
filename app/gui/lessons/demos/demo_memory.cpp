#include "gui/lessons/demos/demo_memory.h"

#include <QVBoxLayout>

namespace convscope::lessons {

MemoryDemo::MemoryDemo(gui::MemoryFigure figure, QWidget* parent) : LessonDemo(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  m_view = new gui::MemoryView(this);
  m_view->setFigure(figure);
  m_view->setFigureChoiceShown(false);
  // The lesson's own block: trying 1×32 here leaves the workbench's block as it was.
  connect(m_view, &gui::MemoryView::blockChosen, m_view, &gui::MemoryView::setBlock);
  layout->addWidget(m_view);
}

void MemoryDemo::setContext(const DemoContext& context) {
  LessonDemo::setContext(context);
  m_view->setInput(context.input);
}

}  // namespace convscope::lessons
