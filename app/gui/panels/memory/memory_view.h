// How a kernel gets its data, for one block shape: the three figures (the tile and its halo, one
// warp's load in sectors, shared memory's banks), a caption that counts what the figure shows,
// and the three kernel variants side by side. Everything is computed from the addresses the
// kernels read (core's memory_access.h), worded by app/text/memory_access_text.h as `convscope
// map --access` words it. Shown by the Memory page and by the lessons on memory.
#pragma once

#include <QWidget>
#include <memory>

#include "convscope/channel.h"
#include "convscope/memory_access.h"

class QButtonGroup;
class QComboBox;
class QLabel;
class QStackedWidget;

namespace convscope::gui {

class BankFigure;
class CoalescingFigure;
class TileFigure;

enum class MemoryFigure { Tile = 0, Coalescing = 1, Banks = 2 };

class MemoryView : public QWidget {
  Q_OBJECT
 public:
  explicit MemoryView(QWidget* parent = nullptr);

  // The image the figures read (its size sets the addresses; null: a 1024² image).
  void setInput(std::shared_ptr<const Channel> input);
  void setBlock(Dim2 block);
  void setFigure(MemoryFigure figure);
  // The figure choice stays, but its buttons go (a lesson shows one figure).
  void setFigureChoiceShown(bool shown);

  Dim2 block() const { return m_block; }
  MemoryFigure figure() const { return m_figure; }
  // What the captions say, for tests and figures.
  QString captionText() const;
  QString comparisonText() const;

 signals:
  // A block-shape button was pressed: the owner decides (the page sets the model's block).
  void blockChosen(convscope::Dim2 block);

 private:
  QWidget* buildControls();
  ConvGeometry geometry() const;
  void refresh();
  void refreshTile(const ConvGeometry& g);
  void refreshCoalescing(const ConvGeometry& g);
  void refreshBanks();
  void refreshComparison(const ConvGeometry& g);

  std::shared_ptr<const Channel> m_input;
  Dim2 m_block{16, 16};
  MemoryFigure m_figure = MemoryFigure::Tile;
  KernelVariant m_variant = KernelVariant::Global;
  int m_request = 4;  // the centre tap of the naive kernel

  QWidget* m_figureChoice = nullptr;
  QButtonGroup* m_figureButtons = nullptr;
  QButtonGroup* m_blockButtons = nullptr;
  QComboBox* m_kernel = nullptr;
  QComboBox* m_load = nullptr;
  QStackedWidget* m_stack = nullptr;
  TileFigure* m_tile = nullptr;
  CoalescingFigure* m_coalescing = nullptr;
  BankFigure* m_plainBanks = nullptr;
  BankFigure* m_paddedBanks = nullptr;
  QLabel* m_plainBanksTitle = nullptr;
  QLabel* m_paddedBanksTitle = nullptr;
  QLabel* m_caption = nullptr;
  QLabel* m_comparison = nullptr;
};

}  // namespace convscope::gui
