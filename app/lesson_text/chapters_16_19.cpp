// Chapters 16 to 19: training. A step is forward, backward (data and weights) and the update;
// the CPU prepares the batches the GPU computes; what the batch size buys and costs; and the
// nine numbers a trained filter holds. Their demos measure the train room's small CNN here
// (app/gui/lessons/demos/demo_train_*.cpp); the published figures say their source beside them.
#include "lesson_text/chapters.h"

namespace convscope::lessons {

std::vector<Chapter> chaptersSixteenToNineteen() {
  std::vector<Chapter> list;

  Chapter sixteen;
  sixteen.number = 16;
  sixteen.title = {"Training is forward + backward + update", "训练 = 前向 + 反向 + 更新"};
  sixteen.body = {
      "<p>Using a network is one pass <b>forward</b>: the image goes through the layers to a "
      "prediction. Training repeats a <b>step</b> of three parts. Forward, as before, keeping "
      "every layer's <a href=\"term:activation\">activations</a>. Then <b>backward</b>: for each "
      "layer the <a href=\"term:gradient\">gradient</a> with respect to its input "
      "(<b>backward-data</b>, handed on to the layer before) and with respect to its weights "
      "(<b>backward-weights</b>). Then the <b>update</b>: every weight moves a little against its "
      "gradient.</p>"
      "<p>Each backward part is a convolution about as large as the forward one, so a step costs "
      "about <b>three times</b> the forward's work. On the right: a few steps of the Train tab's "
      "small CNN (conv 1 → 8, conv 8 → 16, fc 784 → 10), measured here.</p>"
      "<p><b>Published, a large network:</b> VGG-16, batch 16, 224 × 224 (cnn-benchmarks, "
      "J. Johnson, final revision 2017-09-25, Torch7; the dual Xeon E5-2630 v3 is the CPU):<br>"
      "· forward, GTX 1080 Ti, cuDNN 5.1.10: <b>75.2×</b> = 3101.76 / 41.23 ms<br>"
      "· forward, GTX 1080, cuDNN 5.0.05: <b>46.1×</b> = 3101.76 / 67.27 ms (the 47× often "
      "quoted is this pair in a 2016 revision of the table)<br>"
      "· training step, GTX 1080 Ti, cuDNN 5.1.10: <b>66.3×</b> = 8495.48 / 128.14 ms<br>"
      "· training step, GTX 1080 without cuDNN: <b>16.2×</b> = 8495.48 / 522.82 ms</p>"
      "<p>The articles' \"GPU training is about 20× faster\" lies between 16.2× and 75.2×. A "
      "ratio depends on the hardware's year and core counts (a 2014 pair of 8-core Xeons "
      "against 2016–2017 cards), cuDNN or not, the batch (a small one leaves a GPU's cores "
      "idle), the precision (FP32 or FP16 on Tensor Cores, chapter 14) and whether forward alone "
      "or a whole training step was timed. This machine's CPU against a GPU model is chapter "
      "12; <code>convscope network vgg16</code> puts it beside these pairs, the model's best "
      "case and the model calibrated to DeepBench's measured layers.</p>",
      "<p>使用一个网络只要<b>前向</b>走一遍：图像穿过各层，得到预测。训练则要反复做一个"
      "<b>步</b>（step），它有三部分。先前向，和以前一样，但要留下每一层的"
      "<a href=\"term:activation\">激活值</a>。再<b>反向</b>：对每一层求关于它的输入的"
      "<a href=\"term:gradient\">梯度</a>（<b>反向-数据</b>，交给前一层），以及关于它的权重的梯度"
      "（<b>反向-权重</b>）。最后<b>更新</b>：每个权重沿梯度的反方向挪一小步。</p>"
      "<p>反向的每一部分都是一次和前向差不多大的卷积，所以一步的工作量大约是前向的"
      "<b>三倍</b>。右边是训练页那个小 CNN（卷积 1 → 8，卷积 8 → 16，全连接 784 → 10）"
      "的几步，在本机测得。</p>"
      "<p><b>公布的数据，一个大网络：</b>VGG-16，批大小 16，224 × 224"
      "（cnn-benchmarks，J. Johnson，最终版 2017-09-25，Torch7；CPU 是双路 Xeon E5-2630 v3）：<br>"
      "· 前向，GTX 1080 Ti，cuDNN 5.1.10：<b>75.2×</b> = 3101.76 / 41.23 ms<br>"
      "· 前向，GTX 1080，cuDNN 5.0.05：<b>46.1×</b> = 3101.76 / 67.27 ms（常被引用的 47× "
      "就是这一对数字在该表 2016 年版本中的比值）<br>"
      "· 训练步，GTX 1080 Ti，cuDNN 5.1.10：<b>66.3×</b> = 8495.48 / 128.14 ms<br>"
      "· 训练步，GTX 1080，不用 cuDNN：<b>16.2×</b> = 8495.48 / 522.82 ms</p>"
      "<p>文章里说的“GPU 训练快 20 倍左右”就在 16.2× 和 75.2× 之间。倍数取决于硬件的年份和"
      "核心数（2014 年的两颗 8 核 Xeon 对 2016–2017 年的显卡）、用不用 cuDNN、批大小"
      "（批太小时 GPU 的核心闲着）、精度（FP32，还是 Tensor Core 上的 FP16，见第 14 章），"
      "以及计时的是只有前向还是整个训练步。本机 CPU 对 GPU 模型见第 12 章；"
      "<code>convscope network vgg16</code> 把它和这几对数字、模型的最好情况以及按 DeepBench "
      "实测层校准的模型放在一起。</p>"};
  sixteen.question = {
      "The forward pass of a step takes 10 ms. About how long does the whole step take, and why?",
      "一步里的前向用了 10 ms。整个一步大约要多久？为什么？"};
  sixteen.answer = {
      "About 30 ms: backward-data and backward-weights are each a convolution about as large as "
      "the forward one, and the update is small. (The first layer's backward-data is left out: "
      "nothing needs the gradient of the image.)",
      "大约 30 ms：反向-数据和反向-权重各是一次和前向差不多大的卷积，更新很小。"
      "（第一层的反向-数据不用算：没有谁需要关于图像本身的梯度。）"};
  sixteen.demo = Demo::TrainStep;
  list.push_back(sixteen);

  Chapter seventeen;
  seventeen.number = 17;
  seventeen.title = {"The CPU feeds, the GPU computes", "CPU 备料，GPU 计算"};
  seventeen.body = {
      "<p>Before a GPU can compute a <a href=\"term:batch\">batch</a>, the CPU prepares it: "
      "<b>read</b> the images (here Fashion-MNIST's IDX files, unpacked into memory once), "
      "<b>shuffle</b> their order at every epoch, <b>build</b> the batch (bytes into floats, "
      "pixel ÷ 255), then <b>copy</b> it over <a href=\"term:pcie\">PCIe</a> to the card.</p>"
      "<p>If the GPU waited for every batch it would sit idle while the CPU works. So "
      "<a href=\"term:pytorch\">PyTorch</a>'s DataLoader runs <b>workers</b>: while the GPU "
      "computes batch k, they prepare batch k + 1. Overlapped, a step costs the longer of the "
      "two, not their sum.</p>"
      "<p>On the right, both lanes, from this machine's measured data and step times. There is no "
      "GPU here: its lane is a model. The faster the GPU, the more the CPU's part shows.</p>",
      "<p>GPU 计算一<a href=\"term:batch\">批</a>之前，要由 CPU 把它备好：<b>读取</b>图像"
      "（这里是 Fashion-MNIST 的 IDX 文件，只解压进内存一次），每个 epoch <b>打乱</b>顺序，"
      "<b>组装</b>这一批（字节变成浮点数，像素 ÷ 255），再通过 <a href=\"term:pcie\">PCIe</a> "
      "<b>复制</b>到显卡上。</p>"
      "<p>如果 GPU 每一批都要等，CPU 干活时它就闲着。所以 <a href=\"term:pytorch\">PyTorch</a> "
      "的 DataLoader 会开几个 <b>worker</b>：GPU 计算第 k 批时，它们已在准备第 k + 1 批。"
      "两者重叠之后，一步的时间是两者中较长的那个，而不是两者之和。</p>"
      "<p>右边是两条车道，用本机测得的数据时间和步时间画出。本机没有 GPU：它那条车道是模型。"
      "GPU 越快，CPU 那一部分就越显眼。</p>"};
  seventeen.question = {
      "Preparing a batch takes 4 ms on the CPU; the GPU computes it in 3 ms. With workers "
      "overlapping the two, how long does a step take, and who waits?",
      "CPU 准备一批要 4 ms，GPU 算这一批要 3 ms。有 worker 让两者重叠时，一步要多久？谁在等？"};
  seventeen.answer = {
      "About 4 ms, the longer of the two: the GPU waits 1 ms for every batch. The CPU is the "
      "bottleneck, so more workers or a lighter pipeline help; a faster GPU does not.",
      "大约 4 ms，取两者中较长的：GPU 每一批要等 1 ms。瓶颈在 CPU，所以增加 worker 或"
      "简化数据处理才有用；换更快的 GPU 没有用。"};
  seventeen.demo = Demo::TrainFeed;
  list.push_back(seventeen);

  Chapter eighteen;
  eighteen.number = 18;
  eighteen.title = {"The batch size", "批大小"};
  eighteen.body = {
      "<p>The <a href=\"term:batch\">batch</a> is how many images one step computes together. A "
      "larger batch gives each call more independent work, so <b>images per second</b> rise "
      "until the cores are full, and an epoch needs fewer steps.</p>"
      "<p>But the forward pass keeps every layer's <a href=\"term:activation\">activations</a> "
      "for the backward pass, for every image of the batch: the memory grows in a straight line "
      "with the batch. This small CNN keeps about 51 KiB per image; a large network keeps far "
      "more, which is why <a href=\"term:oom\">\"CUDA out of memory\"</a> (chapter 7) usually "
      "means: lower the batch.</p>"
      "<p>And the learning itself: a small batch gives many steps per epoch, each from a "
      "<b>noisy</b> gradient of a few images; a large batch gives fewer, smoother steps and "
      "usually needs a larger learning rate. Neither is free.</p>",
      "<p><a href=\"term:batch\">批大小</a>是一步里一起计算的图像张数。批越大，每次调用里"
      "互不依赖的工作越多，所以<b>每秒处理的图像数</b>会上升，直到核心都忙满；一个 epoch "
      "需要的步数也越少。</p>"
      "<p>但前向会为反向留下每一层的<a href=\"term:activation\">激活值</a>，批里每张图都要留："
      "内存随批大小成直线增长。这个小 CNN 每张图约留 51 KiB；大网络要多得多，所以"
      "<a href=\"term:oom\">“CUDA out of memory”</a>（第 7 章）通常意味着：把批调小。</p>"
      "<p>再看学习本身：小批每个 epoch 步数多，每步的梯度只来自几张图，<b>噪声大</b>；"
      "大批步数少、更平稳，通常要配更大的学习率。哪一种都不是免费的。</p>"};
  eighteen.question = {
      "A batch of 64 keeps 3.2 MiB of activations here. How much does a batch of 256 keep, and "
      "how many steps does an epoch of 60,000 images take at each size?",
      "这里一批 64 张要留 3.2 MiB 激活值。一批 256 张要留多少？一个 60,000 张图的 epoch "
      "在两种批大小下各要多少步？"};
  eighteen.answer = {
      "Four times as much, about 12.8 MiB: the memory grows linearly with the batch. An epoch "
      "takes 938 steps at 64 (the last one partial) and 235 at 256.",
      "四倍，约 12.8 MiB：内存随批大小线性增长。一个 epoch 在批大小 64 时要 938 步"
      "（最后一步不满），在 256 时要 235 步。"};
  eighteen.demo = Demo::TrainBatch;
  list.push_back(eighteen);

  Chapter nineteen;
  nineteen.number = 19;
  nineteen.title = {"What the filters learned", "卷积核学到了什么"};
  nineteen.body = {
      "<p>Back to the sliding window of chapter 1, with one difference: nobody chose these nine "
      "numbers. The small CNN <b>learned</b> them, in a few hundred training steps on "
      "Fashion-MNIST (seed 1), each step moving every <a href=\"term:weight\">weight</a> a little "
      "against its <a href=\"term:gradient\">gradient</a>.</p>"
      "<p>The workbench now slides one of the first layer's 8 learned filters over a test image. "
      "Compare it with <b>sobel-x</b> (−1 0 1 / −2 0 2 / −1 0 1), the edge filter of the earlier "
      "chapters: many learned filters also turn out to be edge detectors, positive on one side and "
      "negative on the other, because edges help tell a shirt from a shoe. Their numbers are "
      "not round and not symmetric: they are whatever lowered the loss.</p>"
      "<p>For the GPU nothing changes: every output pixel is still independent, whatever numbers "
      "the filter holds.</p>",
      "<p>回到第 1 章的滑动窗口，只有一点不同：这九个数不是谁挑的。是这个小 CNN "
      "<b>学</b>出来的：在 Fashion-MNIST 上训练几百步（种子 1），每一步都让每个"
      "<a href=\"term:weight\">权重</a>沿<a href=\"term:gradient\">梯度</a>的反方向挪一点。</p>"
      "<p>工作台现在把第一层 8 个学到的卷积核之一滑过一张测试图。和前面几章用的边缘卷积核 "
      "<b>sobel-x</b>（−1 0 1 / −2 0 2 / −1 0 1）比一比：许多学到的卷积核也成了边缘检测器，"
      "一边为正、一边为负，因为边缘有助于分清衬衫和鞋子。它们的数不整齐也不对称："
      "只是让损失变小的那些数。</p>"
      "<p>对 GPU 来说什么都没变：不管卷积核里是什么数，每个输出像素仍然互不依赖。</p>"};
  nineteen.question = {
      "Sobel-x's nine weights add up to 0. What does it mean when a learned filter's weights add "
      "up to a clearly positive number?",
      "sobel-x 的九个权重加起来是 0。如果一个学到的卷积核的权重加起来明显大于 0，说明什么？"};
  nineteen.answer = {
      "On a flat patch, where all nine pixels are equal, it still answers: it responds to "
      "brightness as well as to edges. Sobel-x answers 0 on every flat patch; it sees only "
      "changes from left to right.",
      "在平坦的区域（九个像素都相等）它仍有输出：它既对边缘有反应，也对亮度有反应。"
      "sobel-x 在任何平坦区域都输出 0，它只看从左到右的变化。"};
  nineteen.setup.image = QStringLiteral("digit:3");
  nineteen.setup.kernel = QStringLiteral("sobel-x");
  nineteen.setup.step = 13 * 28 + 10;
  nineteen.setup.views = kCpuInput | kCpuOutput | kFormula;
  nineteen.demo = Demo::TrainLearned;
  list.push_back(nineteen);

  return list;
}

}  // namespace convscope::lessons
