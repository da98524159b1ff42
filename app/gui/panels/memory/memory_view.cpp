#include "gui/panels/memory/memory_view.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

#include "convscope/reference_gpu.h"
#include "gui/panels/memory/bank_figure.h"
#include "gui/panels/memory/coalescing_figure.h"
#include "gui/panels/memory/tile_figure.h"
#include "gui/widgets/theme.h"
#include "gui/widgets/wrapping_row.h"
#include "text/memory_access_text.h"
#include "text/number_text.h"

namespace convscope::gui {

namespace {

// The shapes a lesson compares: a row, the default square, a small square, a wide block and a
// column (the worst for coalescing).
const Dim2 kBlockChoices[] = {{32, 1}, {16, 16}, {8, 8}, {32, 8}, {1, 32}};
constexpr int kDefaultSide = 1024;  // without an input: a 1024² image, as the lessons count

QLabel* wrapped(double scale, QWidget* parent) {
  auto* label = new QLabel(parent);
  label->setWordWrap(true);
  label->setFont(uiFont(scale));
  label->setTextFormat(Qt::RichText);
  label->setTextInteractionFlags(Qt::TextSelectableByMouse);
  return label;
}

// "12 ns", "3.4 µs", "1.2 ms": the modelled times span the sizes a window shows.
QString timeText(double seconds) {
  if (seconds >= 1e-3)
    return app::withUnit(QString::number(seconds * 1e3, 'f', 2), QStringLiteral("ms"));
  if (seconds >= 1e-6)
    return app::withUnit(QString::number(seconds * 1e6, 'f', 1), QStringLiteral("µs"));
  return app::withUnit(QString::number(seconds * 1e9, 'f', 0), QStringLiteral("ns"));
}

QPushButton* choiceButton(const QString& text, QWidget* parent) {
  auto* b = new QPushButton(text, parent);
  b->setCheckable(true);
  b->setFont(uiFont(1.05));
  // The chosen figure and block read from the back of a room: filled, not just pressed.
  b->setStyleSheet(QStringLiteral("QPushButton { padding: 4px 10px; }"
                                  "QPushButton:checked { background: %1; color: white; "
                                  "border: 1px solid %1; border-radius: 3px; }")
                       .arg(colours::kGpu.name()));
  return b;
}

}  // namespace

MemoryView::MemoryView(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(10);
  layout->addWidget(buildControls());

  m_stack = new QStackedWidget(this);
  m_tile = new TileFigure(m_stack);
  m_coalescing = new CoalescingFigure(m_stack);
  auto* banks = new QWidget(m_stack);
  auto* banksLayout = new QVBoxLayout(banks);
  banksLayout->setContentsMargins(0, 0, 0, 0);
  m_plainBanksTitle = wrapped(1.0, banks);
  m_plainBanks = new BankFigure(banks);
  m_paddedBanksTitle = wrapped(1.0, banks);
  m_paddedBanks = new BankFigure(banks);
  banksLayout->addWidget(m_plainBanksTitle);
  banksLayout->addWidget(m_plainBanks, 1);
  banksLayout->addWidget(m_paddedBanksTitle);
  banksLayout->addWidget(m_paddedBanks, 1);
  m_stack->addWidget(m_tile);
  m_stack->addWidget(m_coalescing);
  m_stack->addWidget(banks);
  layout->addWidget(m_stack, 3);

  m_caption = wrapped(1.15, this);
  layout->addWidget(m_caption);
  m_comparison = wrapped(1.0, this);
  layout->addWidget(m_comparison);
  auto* note = wrapped(0.95, this);
  note->setText(QStringLiteral("<span style='color:%1'>%2</span>")
                    .arg(colours::muted().name(), app::computedNote().toHtmlEscaped()));
  layout->addWidget(note);
  refresh();
}

QWidget* MemoryView::buildControls() {
  auto* controls = new QWidget(this);
  auto* rows = new QVBoxLayout(controls);
  rows->setContentsMargins(0, 0, 0, 0);

  // Rows that wrap: beside a lesson's text at 1024 × 768 one line would widen the window.
  auto* figures = new WrappingRow(controls);
  m_figureChoice = figures;
  m_figureButtons = new QButtonGroup(this);
  const QString names[] = {tr("Tile and halo"), tr("Coalescing"), tr("Shared-memory banks")};
  for (int i = 0; i < 3; ++i) {
    QPushButton* b = choiceButton(names[i], figures);
    m_figureButtons->addButton(b, i);
    figures->addWidget(b);
  }
  rows->addWidget(figures);
  connect(m_figureButtons, &QButtonGroup::idClicked, this,
          [this](int id) { setFigure(static_cast<MemoryFigure>(id)); });

  auto* shapes = new WrappingRow(controls);
  auto* blockLabel = new QLabel(tr("Block:"), shapes);
  blockLabel->setFont(uiFont(1.05, true));
  shapes->addWidget(blockLabel);
  m_blockButtons = new QButtonGroup(this);
  int id = 0;
  for (Dim2 b : kBlockChoices) {
    QPushButton* button = choiceButton(QStringLiteral("%1×%2").arg(b.x).arg(b.y), shapes);
    m_blockButtons->addButton(button, id++);
    shapes->addWidget(button);
  }
  connect(m_blockButtons, &QButtonGroup::idClicked, this,
          [this](int i) { emit blockChosen(kBlockChoices[i]); });
  m_kernel = new QComboBox(shapes);
  m_kernel->setFont(uiFont(1.0));
  m_kernel->addItem(tr("naive kernel"), int(KernelVariant::Global));
  m_kernel->addItem(tr("tiled kernel"), int(KernelVariant::Tiled));
  m_kernel->addItem(tr("rows kernel"), int(KernelVariant::Rows));
  m_kernel->setAccessibleName(tr("Kernel whose loads are shown"));
  shapes->addWidget(m_kernel);
  m_load = new QComboBox(shapes);
  m_load->setFont(uiFont(1.0));
  m_load->setAccessibleName(tr("Load instruction shown"));
  // Its items come later, with the figure: it grows to the longest then ("tile load, round …").
  m_load->setSizeAdjustPolicy(QComboBox::AdjustToContents);
  shapes->addWidget(m_load);
  rows->addWidget(shapes);
  connect(m_kernel, &QComboBox::activated, this, [this](int index) {
    m_variant = static_cast<KernelVariant>(m_kernel->itemData(index).toInt());
    // The naive kernel's centre tap is its clearest load; the others start at their first.
    m_request = m_variant == KernelVariant::Global ? 4 : 0;
    refresh();
  });
  connect(m_load, &QComboBox::activated, this, [this](int index) {
    m_request = index;
    refresh();
  });
  return controls;
}

void MemoryView::setInput(std::shared_ptr<const Channel> input) {
  m_input = std::move(input);
  refresh();
}

void MemoryView::setBlock(Dim2 block) {
  if (block.x < 1 || block.y < 1) return;
  m_block = block;
  refresh();
}

void MemoryView::setFigure(MemoryFigure figure) {
  m_figure = figure;
  refresh();
}

void MemoryView::setFigureChoiceShown(bool shown) {
  m_figureChoice->setVisible(shown);
}

QString MemoryView::captionText() const {
  return m_caption->text();
}

QString MemoryView::comparisonText() const {
  return m_comparison->text();
}

// The input's size with zero padding and stride 1: the tiled and rows kernels' only case.
ConvGeometry MemoryView::geometry() const {
  ConvGeometry g;
  g.inWidth = g.outWidth = m_input ? m_input->width : kDefaultSide;
  g.inHeight = g.outHeight = m_input ? m_input->height : kDefaultSide;
  g.pad = 1;
  return g;
}

void MemoryView::refresh() {
  if (QAbstractButton* b = m_figureButtons->button(static_cast<int>(m_figure))) b->setChecked(true);
  for (int i = 0; i < static_cast<int>(std::size(kBlockChoices)); ++i)
    m_blockButtons->button(i)->setChecked(kBlockChoices[i] == m_block);
  m_stack->setCurrentIndex(static_cast<int>(m_figure));
  m_kernel->setVisible(m_figure == MemoryFigure::Coalescing);
  m_load->setVisible(m_figure == MemoryFigure::Coalescing);
  const ConvGeometry g = geometry();
  switch (m_figure) {
    case MemoryFigure::Tile:
      refreshTile(g);
      break;
    case MemoryFigure::Coalescing:
      refreshCoalescing(g);
      break;
    case MemoryFigure::Banks:
      refreshBanks();
      break;
  }
  refreshComparison(g);
}

void MemoryView::refreshTile(const ConvGeometry& g) {
  const Dim2 blockIdx = typicalBlock(g, KernelVariant::Tiled, m_block);
  m_tile->show(m_input, m_block, blockIdx);
  const TileSaving s = tileSaving(m_block);
  QStringList lines;
  lines << tr("Block (%1, %2) computes %3 outputs (<b style='color:%4'>green</b>); its tile adds "
              "the halo, a ring of %5 inputs its neighbours read too (<b "
              "style='color:#B45309'>amber</b>).")
               .arg(blockIdx.x)
               .arg(blockIdx.y)
               .arg(app::formatCount(static_cast<long long>(m_block.x) * m_block.y))
               .arg(colours::onWindow(colours::kGpu).name())
               .arg(app::formatCount(s.haloLoads));
  lines << app::tileSavingLine(m_block).toHtmlEscaped();
  lines << tr("The larger the tile, the smaller the halo's share: 8×8 saves %1×, 16×16 %2×, "
              "32×32 %3×, never quite 9× (the filter's nine taps).")
               .arg(tileSaving({8, 8}).ratio(), 0, 'f', 1)
               .arg(tileSaving({16, 16}).ratio(), 0, 'f', 1)
               .arg(tileSaving({32, 32}).ratio(), 0, 'f', 1);
  lines << tr(
      "Each row of the tile is loaded from the start of its 32-byte sector, so the halo "
      "column on the left costs no extra sector.");
  const TileOrigin tile = tileOrigin(g, 0, m_block.x, m_block.y, blockIdx.x, blockIdx.y);
  if (tile.originX < 0 || tile.originY < 0 || tile.originX + tile.width > g.inWidth ||
      tile.originY + tile.height > g.inHeight)
    lines << tr(
        "Hatched: outside the image, where the padding reads zeros and no memory is "
        "touched.");
  m_caption->setText(lines.join(QStringLiteral("<br>")));
}

void MemoryView::refreshCoalescing(const ConvGeometry& g) {
  const Dim2 blockIdx = typicalBlock(g, m_variant, m_block);
  const std::vector<WarpRequest> loads = warpLoads(g, m_variant, m_block, blockIdx, 0);
  m_load->clear();
  for (const WarpRequest& r : loads) m_load->addItem(app::requestName(r));
  if (loads.empty()) {
    m_caption->clear();
    return;
  }
  m_request = std::clamp(m_request, 0, static_cast<int>(loads.size()) - 1);
  m_load->setCurrentIndex(m_request);
  const WarpRequest& r = loads[static_cast<std::size_t>(m_request)];
  m_coalescing->show(r, g.inWidth);
  const int rowsPerWarp = std::max(1, std::min(kWarpSize, m_block.x * m_block.y) / m_block.x);
  QStringList lines;
  lines << tr("Warp 0 of block (%1, %2), %3: <b>%4</b>")
               .arg(blockIdx.x)
               .arg(blockIdx.y)
               .arg(app::requestName(r).toHtmlEscaped(), app::requestLine(r).toHtmlEscaped());
  lines << (rowsPerWarp == 1
                ? tr("A %1×%2 block puts the warp's 32 threads along one row: neighbouring "
                     "threads read neighbouring floats, and 32 floats fill 4 sectors.")
                      .arg(m_block.x)
                      .arg(m_block.y)
                : tr("A %1×%2 block spreads the warp's 32 threads over %3 rows: each row is a "
                     "separate stretch of memory, with sectors of its own. Threads along x should "
                     "read along the image's rows.")
                      .arg(m_block.x)
                      .arg(m_block.y)
                      .arg(rowsPerWarp));
  lines << tr("<b style='color:%1'>Green</b>: the floats the lanes read; outlined: the 32-byte "
              "sectors the memory system moves for them; beige: bytes moved and not used.")
               .arg(colours::onWindow(colours::kGpu).name());
  m_caption->setText(lines.join(QStringLiteral("<br>")));
}

void MemoryView::refreshBanks() {
  const int plainStride = tiledPlainStride(m_block.x);
  const int stride = tiledTileStride(m_block.x, m_block.y);
  // The centre tap of warp 0: the read every warp of the block repeats nine times.
  const BankAccess plain = tileReadBanks(m_block, plainStride, 0, 1, 1);
  const BankAccess padded = tileReadBanks(m_block, stride, 0, 1, 1);
  m_plainBanks->show(plain);
  m_paddedBanks->show(padded);
  m_plainBanksTitle->setText(tr("Tile rows %1 floats apart (%2 + 2): %3")
                                 .arg(plainStride)
                                 .arg(m_block.x)
                                 .arg(app::bankConflictLine(plain.ways).toHtmlEscaped()));
  m_paddedBanksTitle->setText(stride == plainStride
                                  ? tr("The kernel keeps this stride: %1")
                                        .arg(tr("no padding is needed or it would not fit"))
                                  : tr("Padded to %1 floats, as the kernel lays the tile out: %2")
                                        .arg(stride)
                                        .arg(app::bankConflictLine(padded.ways).toHtmlEscaped()));
  QStringList lines;
  lines << tr(
      "Shared memory has 32 banks; each serves one 4-byte word per turn. Each column is a "
      "bank and each cell a word the warp reads there, green or blue by the tile row it lies "
      "in; a red cell waits a turn.");
  lines << app::weightsLine().toHtmlEscaped();
  m_caption->setText(lines.join(QStringLiteral("<br>")));
}

void MemoryView::refreshComparison(const ConvGeometry& g) {
  const ReferenceGpu& gpu = defaultReferenceGpu();
  const long long outputs = static_cast<long long>(g.outWidth) * g.outHeight;
  QString html = QStringLiteral("<table cellspacing='0' cellpadding='3'><tr>");
  for (const QString& h :
       {tr("kernel"), tr("values loaded per output"), tr("sectors per warp load"),
        tr("bytes used of moved"), tr("moved per output"),
        tr("model: %1").arg(QString::fromStdString(gpu.name))})
    html += QStringLiteral("<th align='left'>%1</th>").arg(h.toHtmlEscaped());
  html += QStringLiteral("</tr>");
  const std::pair<KernelVariant, QString> kernels[] = {{KernelVariant::Global, tr("naive")},
                                                       {KernelVariant::Tiled, tr("tiled")},
                                                       {KernelVariant::Rows, tr("rows")}};
  for (const auto& [variant, name] : kernels) {
    const BlockLoads b = blockLoads(g, variant, m_block, typicalBlock(g, variant, m_block));
    const double seconds =
        b.movedBytesPerOutput() * double(outputs) / (gpu.memoryBandwidthGBs * 1e9);
    html +=
        QStringLiteral(
            "<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td>"
            "<td>%6</td></tr>")
            .arg(name.toHtmlEscaped())
            .arg(b.laneLoadsPerOutput(), 0, 'f', 2)
            .arg(b.sectorsPerRequest(), 0, 'f', 1)
            .arg(app::withUnit(QString::number(100 * b.efficiency(), 'f', 0), QStringLiteral("%")))
            .arg(app::byteText(b.movedBytesPerOutput()))
            .arg(timeText(seconds));
  }
  html += QStringLiteral("</table>");
  html += QStringLiteral("<span style='color:%1'>%2</span>")
              .arg(colours::muted().name(),
                   tr("For this %1×%2 image and block. The model divides the bytes moved by the "
                      "card's %3 GB/s (datasheet) as if no cache served a sector twice: the naive "
                      "kernel's repeats mostly hit the caches on a real card, so its time is an "
                      "upper bound. A device measures it: scripts/gpu_check.sh.")
                       .arg(g.inWidth)
                       .arg(g.inHeight)
                       .arg(gpu.memoryBandwidthGBs, 0, 'f', 0)
                       .toHtmlEscaped());
  m_comparison->setText(html);
}

}  // namespace convscope::gui
