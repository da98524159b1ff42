// Chapters 5 to 8: when the GPU pays off, what moving data costs, what fills VRAM, and how the
// CPU and the GPU share one run. Their numbers say where they come from: measured here, or a
// model of a named GPU from its published figures.
#include "lesson_text/chapters.h"

namespace convscope::lessons {

std::vector<Chapter> chaptersFiveToEight() {
  std::vector<Chapter> list;

  Chapter five;
  five.number = 5;
  five.title = {"A GPU is not always faster", "GPU 并不总是更快"};
  five.body = {
      "<p>Every GPU run has a fixed cost before the first pixel: the CPU "
      "<a href=\"term:launch\">launches</a> the kernel (a few microseconds), and the image must "
      "travel to the card's memory and back over <a href=\"term:pcie\">PCIe</a>.</p>"
      "<p>The chart puts this computer's CPU, <b>measured here</b> (when other programs keep it "
      "too busy to measure, a quiet machine's recorded run, named below the chart), against a GPU "
      "<b><a href=\"term:model\">model</a></b> made from a named card's published figures. For a "
      "small image the fixed cost is larger than the whole CPU run, so the CPU wins. The GPU wins "
      "only where its lines fall below the CPU's.</p>"
      "<p>A 3 × 3 filter is very little work per pixel. Copying a pixel can take longer than "
      "computing it, which is why real programs keep their data on the GPU.</p>",
      "<p>每次 GPU 运行在算出第一个像素之前都有固定开销：CPU 要<a href=\"term:launch\">启动</a>"
      "核函数（几微秒），图像还要经过 <a href=\"term:pcie\">PCIe</a> 传到显卡内存再传回来。</p>"
      "<p>图表把这台计算机的 CPU（<b>在本机测得</b>；其他程序让它忙得无法测量时，改用一台空闲"
      "计算机录得的数据，图表下方会写明）与一个 GPU <b><a href=\"term:model\">模型</a>"
      "</b>（根据某款显卡公布的参数算出）作比较。图像很小时，固定开销比 CPU 算完整张图还长，"
      "所以 CPU 更快。只有当 GPU 的线低于 CPU 的线时，GPU 才更快。</p>"
      "<p>3 × 3 滤波器对每个像素的计算量很小，复制一个像素可能比计算它还费时，"
      "所以实际程序会把数据一直留在 GPU 上。</p>"};
  five.question = {
      "Why does the line \"GPU with copies\" rise as steeply as the CPU's for large images, "
      "while \"kernel alone\" stays far below?",
      "为什么对大图像来说，“GPU 含复制”这条线和 CPU 的线一样陡，而“只算核函数”却低得多？"};
  five.answer = {
      "Both the copies and a 3 × 3 filter on the CPU take time in proportion to the pixels. The "
      "copies move every pixel twice over PCIe, slower than the card's own memory, so with copies "
      "the GPU can never pull ahead by much. Keep the data on the GPU and only the kernel counts. "
      "Doubling the image's side quadruples the pixels: the CPU's time, the kernel's and the "
      "copies' all grow about ×4 with them, while the launch's few microseconds stay the same.",
      "复制和 CPU 上的 3 × 3 滤波所花的时间都与像素数成正比。复制要让每个像素经过 PCIe 往返两次，"
      "比显卡自己的显存慢，所以带着复制，GPU 很难领先多少。把数据留在 GPU "
      "上，就只剩核函数的时间。图像边长加倍，像素数就变成四倍，CPU、核函数和复制的时间都随之增长"
      "约 4 倍，只有启动的几微秒不变。"};
  five.setup.image = QStringLiteral("camera");
  five.setup.side = 256;
  five.demo = Demo::Crossover;
  list.push_back(five);

  Chapter six;
  six.number = 6;
  six.title = {"Moving data costs time", "搬运数据要花时间"};
  six.body = {
      "<p>Before a GPU can compute, the data must reach it. The image is read from disk, decoded "
      "into <a href=\"term:ram\">RAM</a>, turned into numbers, copied over "
      "<a href=\"term:pcie\">PCIe</a> into <a href=\"term:vram\">VRAM</a>, computed, and copied "
      "back to be shown.</p>"
      "<p>On the right is each stage for the Cameraman photo at 1024 × 1024, with its size there, "
      "and the time of each "
      "step: the CPU steps measured here, the copies and the kernel from a GPU model. Copies from "
      "<a href=\"term:pinned\">pinned memory</a> are faster than from ordinary memory.</p>"
      "<p>With <a href=\"term:interop\">interop</a> the result is written straight into the "
      "picture on screen, and the copy back is skipped.</p>",
      "<p>GPU 计算之前，数据得先到达它那里。图像从磁盘读入，解码到<a href=\"term:ram\">内存</a>，"
      "变成数字，经过 <a href=\"term:pcie\">PCIe</a> 复制到<a href=\"term:vram\">显存</a>，计算后"
      "再复制回来显示。</p>"
      "<p>右边是 1024 × 1024 "
      "的摄影师（Cameraman）照片经过的每个阶段、它在该阶段的大小，以及每一步的时间：CPU "
      "的步骤在本机测得，"
      "复制和核函数来自 GPU 模型。从<a href=\"term:pinned\">锁页内存</a>复制比从普通内存快。</p>"
      "<p>有了<a "
      "href=\"term:interop\">互操作</a>，结果直接写进屏幕上的画面，省去复制回来的一步。</p>"};
  six.question = {
      "The float image in RAM is 4 bytes per pixel. How many bytes cross PCIe for one 1024 × "
      "1024 image, there and back?",
      "内存里的浮点图像每像素 4 字节。一张 1024 × 1024 的图像往返一次，经过 PCIe 的有多少字节？"};
  six.answer = {
      "1,048,576 pixels × 4 bytes = 4 MiB each way, 8 MiB in all. At 25 GB/s that is about "
      "0.34 ms, longer than the kernel itself on a modern card.",
      "1,048,576 像素 × 4 字节 = 每个方向 4 MiB，共 8 MiB。按 25 GB/s 计算约 0.34 毫秒，"
      "比现代显卡上核函数本身还长。"};
  six.setup.image = QStringLiteral("camera");
  six.setup.side = 1024;
  six.demo = Demo::DataPath;
  list.push_back(six);

  Chapter seven;
  seven.number = 7;
  seven.title = {"VRAM is limited", "显存是有限的"};
  seven.body = {
      "<p>Everything a kernel reads or writes must fit in <a href=\"term:vram\">VRAM</a>. For "
      "this window that is only the input, the output and nine weights. Training a CNN also keeps "
      "the weights, their <a href=\"term:gradient\">gradients</a>, the "
      "<a href=\"term:optimizer\">optimizer state</a>, and the "
      "<a href=\"term:activation\">activations</a> of every layer for the whole "
      "<a href=\"term:batch\">batch</a>.</p>"
      "<p>Move the batch slider. When the bar passes the card's capacity, the program stops with "
      "<a href=\"term:oom\">CUDA out of memory</a>.</p>"
      "<p>The usual remedies: a smaller batch, a lower resolution, a smaller model, "
      "<a href=\"term:mixed\">mixed precision</a>, or "
      "<a href=\"term:accumulation\">gradient accumulation</a>.</p>",
      "<p>核函数读写的一切都必须放得进<a href=\"term:vram\">显存</a>。对这个窗口来说，"
      "那只是输入、输出和九个权重。训练 CNN 时，显存里还要放权重、它们的"
      "<a href=\"term:gradient\">梯度</a>、<a href=\"term:optimizer\">优化器状态</a>，以及整个"
      "<a href=\"term:batch\">批</a>在每一层的<a href=\"term:activation\">激活值</a>。</p>"
      "<p>拖动批大小滑块。当条形超过显卡容量时，程序就会因 <a href=\"term:oom\">CUDA 显存不足</a>"
      "而停止。</p>"
      "<p>常用的解决办法：减小批大小、降低分辨率、换更小的模型、"
      "<a href=\"term:mixed\">混合精度</a>，或<a href=\"term:accumulation\">梯度累积</a>。</p>"};
  seven.question = {
      "On the RTX 4090 (24 GiB) a batch of 256 does not fit, a batch of 128 does. How can you "
      "still train with an effective batch of 256?",
      "在 RTX 4090（24 GiB）上，批大小 256 放不下，128 可以。怎样仍然以等效批大小 256 来训练？"};
  seven.answer = {
      "Gradient accumulation: run 2 batches of 128, add up their gradients, and update the "
      "weights once. The memory is that of 128 images; the update is that of 256.",
      "梯度累积：运行 2 个大小为 128 的批，把它们的梯度加起来，再更新一次权重。"
      "占用的是 128 张图像的显存，更新效果相当于 256 张。"};
  seven.demo = Demo::Vram;
  list.push_back(seven);

  Chapter eight;
  eight.number = 8;
  eight.title = {"CPU and GPU work together", "CPU 与 GPU 协同工作"};
  eight.body = {
      "<p>The GPU never works alone. The CPU reads the file, decodes it, prepares the numbers, "
      "copies them and <a href=\"term:launch\">launches</a> the kernel; only then does the GPU "
      "compute. While the CPU prepares, the GPU waits.</p>"
      "<p>The timeline shows one run of this image: the CPU's steps <b>measured here</b> (solid), "
      "the GPU's steps from a <b><a href=\"term:model\">model</a></b> (striped). The bars of each "
      "row add up to the whole run.</p>"
      "<p>Deep-learning programs therefore prepare the next batch on the CPU while the GPU "
      "computes this one, so the GPU never waits for data.</p>",
      "<p>GPU 从不单独工作。CPU 读取文件、解码、准备好数字、复制过去并<a href=\"term:launch\">启动"
      "</a>核函数；这之后 GPU 才开始计算。CPU 准备的时候，GPU 在等待。</p>"
      "<p>时间线展示了这张图的一次运行：CPU 的步骤<b>在本机测得</b>（实心），GPU 的步骤来自"
      "<b><a href=\"term:model\">模型</a></b>（条纹）。每一行的各段加起来就是整次运行。</p>"
      "<p>所以深度学习程序会在 GPU 计算这一批的同时，让 CPU 准备下一批，使 GPU 不必等数据。</p>"};
  eight.question = {
      "In the timeline, what is the GPU doing while the CPU decodes the image, and how could a "
      "program keep it busy?",
      "在时间线上，CPU 解码图像时 GPU 在做什么？程序怎样才能让它一直忙着？"};
  eight.answer = {
      "It waits: it has no data yet. A program overlaps the two: while the GPU computes image n, "
      "the CPU already reads and decodes image n + 1 (PyTorch's DataLoader with several workers "
      "does this).",
      "它在等待：还没有数据。程序可以让两者重叠：GPU 计算第 n 张图时，CPU 已在读取并解码第 n + 1 张"
      "（PyTorch 的 DataLoader 用多个工作进程就是这样做的）。"};
  eight.setup.image = QStringLiteral("camera");
  eight.setup.side = 1024;
  eight.demo = Demo::Timeline;
  list.push_back(eight);

  return list;
}

}  // namespace convscope::lessons
