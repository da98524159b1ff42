// Undo and redo of kernel and parameter edits (Ctrl+Z, Ctrl+Shift+Z): every change the model
// reports becomes one step on a QUndoStack, whoever made it (the editor, a preset, a lesson).
// Undoing writes the earlier kernel back through the model, like any other edit.
#pragma once

#include <QObject>
#include <QUndoStack>

#include "convscope/kernel.h"
#include "convscope/params.h"
#include "model/workbench_snapshot.h"

namespace convscope::model {

class WorkbenchModel;

class EditHistory : public QObject, public WorkbenchViewer {
  Q_OBJECT
 public:
  explicit EditHistory(WorkbenchModel* model, QObject* parent = nullptr);

  QUndoStack* stack() { return &m_stack; }

  // The model's kernel and parameters as they are now: the base the next edit is undone to.
  // Called when a whole new state arrives (a lesson, settings), which is not itself an edit.
  void resetBase();

  // A kernel or parameters other than the base is one step.
  void onSnapshot(const WorkbenchSnapshot& now, const WorkbenchSnapshot& before) override;

 private:
  struct Edit {
    Kernel kernel;
    ConvParams params;
  };
  class Command;

  void restore(const Edit& edit);

  WorkbenchModel* m_model;
  QUndoStack m_stack;
  Edit m_current;
  bool m_restoring = false;  // the change under way is an undo or redo, not a new edit
};

}  // namespace convscope::model
